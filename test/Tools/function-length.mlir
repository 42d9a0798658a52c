// No function in lib/ is longer than 120 lines (issue 30): the passes split
// a long rewrite into a match/plan step and an apply step.
// scripts/check-function-length.py prints each longer one and exits 1.
// RUN: python3 %maco_src_root/scripts/check-function-length.py %maco_src_root | FileCheck %s
// CHECK: no function longer than 120 lines: {{[1-9][0-9]*}} functions in {{[1-9][0-9]*}} files under lib/

// What counts (Inputs/function-length/lib/cases.cpp, limit 5): multi-line
// signatures (the line is the name's), constructors with brace
// initializers, lambdas toward the enclosing function, operators,
// extern "C"; braces in comments and literals do not count, initializers
// at namespace scope are not functions.
// RUN: not python3 %maco_src_root/scripts/check-function-length.py --limit 5 %S/Inputs/function-length | FileCheck %s --check-prefix=CASES --implicit-check-not=fiveLines --implicit-check-not=table --implicit-check-not=trailing --implicit-check-not=get
// CASES:      {{^}}lib/cases.cpp:9: multiLine is 6 lines (limit 5)
// CASES-NEXT: {{^}}lib/cases.cpp:27: S is 6 lines (limit 5)
// CASES-NEXT: {{^}}lib/cases.cpp:45: withLambda is 6 lines (limit 5)
// CASES-NEXT: {{^}}lib/cases.cpp:52: operator== is 7 lines (limit 5)
// CASES-NEXT: {{^}}lib/cases.cpp:62: cFunction is 6 lines (limit 5)
// CASES-NOT: {{.}}
