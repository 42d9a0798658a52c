"""Independent reference for examples/shard-mlp-run.mlir: y = relu(x @ W1) @ W2
with v(i, j) = ((i*a + j*b) mod 5) - 2 inputs; prints y[0][0] and y[1][3]."""


def fill(rows, cols, a, b):
    return [[((i * a + j * b) % 5) - 2 for j in range(cols)] for i in range(rows)]


x, w1, w2 = fill(8, 16, 1, 2), fill(16, 32, 2, 3), fill(32, 16, 3, 1)
h = [[max(0, sum(x[i][k] * w1[k][j] for k in range(16))) for j in range(32)]
     for i in range(8)]
y = [[sum(h[i][k] * w2[k][j] for k in range(32)) for j in range(16)]
     for i in range(8)]
print(y[0][0], y[1][3])
