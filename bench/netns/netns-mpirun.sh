#!/usr/bin/env bash
# Runs an MPI program with every rank in its own network namespace, the
# namespaces joined by a bridge through veth links whose egress is
# rate-limited with `tc ... tbf`: communication takes real wire time (TCP)
# while the CPUs compute. Needs root (ip netns, tc).
#
#   bench/netns/netns-mpirun.sh [-n RANKS] [-r RATE] [-x VAR=VALUE]... -- PROG ARGS...
#
# RATE is a tc rate (default 400mbit); TBF the rest of the tbf arguments
# (default "burst 256kb latency 5ms": a short queue, so the ACKs of one
# direction do not wait behind the data of the other; longer queues made
# the link bimodal, 0.7 or 1.4 s for the same run). MTU (default 65000)
# is the links' MTU: with 1500 a 50 MB/s TCP flow through veth, bridge and
# tbf kept a whole core busy in the kernel (sys + softirq, measured on the
# 2-core VM), which a NIC with segmentation offload does not cost; with
# 65000 it takes 9% of a core. The tbf burst must exceed the MTU, or tbf
# drops every full-size packet. Addresses: 10.77.0.1..N/24 for the
# ranks, 10.77.0.254 for the bridge (mpirun's PMIx server is reached through
# it). Namespaces maco-r0.., bridge maco-br0; all are removed on exit.
# Leftovers of an earlier run (namespaces maco-r*, links veth-maco*, the
# bridge; e.g. after a killed run) are removed before setting up, and a
# failed setup is cleaned and retried once. Only when namespaces are truly
# unavailable (no root, no `ip`/`tc`, or setup fails twice) does it fall
# back to TCP over the loopback interface, unlimited; it says so on stderr,
# with the reason. With NETNS_MODE_FILE set, it also appends one line to
# that file, "netns RATE" or "loopback (REASON)", so that benchmark scripts
# can label their tables with the links that were really used.
set -euo pipefail
N=2
RATE=400mbit
TBF="${TBF:-burst 256kb latency 5ms}"
MTU="${MTU:-65000}"
ENVS=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    -n) N="$2"; shift 2 ;;
    -r) RATE="$2"; shift 2 ;;
    -x) ENVS+=("$2"); shift 2 ;;
    --) shift; break ;;
    *) echo "netns-mpirun: unknown option $1" >&2; exit 2 ;;
  esac
done
[[ $# -gt 0 ]] || { echo "usage: $0 [-n N] [-r RATE] [-x VAR=V]... -- PROG ARGS..." >&2; exit 2; }
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
BR=maco-br0

# Removes everything this script may have created, also by an earlier run
# with another rank count.
cleanup() {
  local ns link
  for ns in $(ip netns list 2>/dev/null | awk '/^maco-r[0-9]+/{print $1}'); do
    ip netns del "$ns" 2>/dev/null || true
  done
  for link in $(ip -o link show 2>/dev/null | awk -F': ' '{sub(/@.*/, "", $2); print $2}' | grep '^veth-maco'); do
    ip link del "$link" 2>/dev/null || true
  done
  ip link del "$BR" 2>/dev/null || true
}

setup() {
  cleanup
  ip link add "$BR" mtu "$MTU" type bridge || return 1
  ip addr add 10.77.0.254/24 dev "$BR" && ip link set "$BR" up || return 1
  for ((i = 0; i < N; i++)); do
    local ns="maco-r$i"
    ip netns add "$ns" || return 1
    ip link add "veth-maco$i" mtu "$MTU" type veth peer name eth0 mtu "$MTU" netns "$ns" || return 1
    ip link set "veth-maco$i" master "$BR" up
    ip -n "$ns" addr add "10.77.0.$((i + 1))/24" dev eth0
    ip -n "$ns" link set eth0 up
    ip -n "$ns" link set lo up
    ip netns exec "$ns" tc qdisc add dev eth0 root tbf rate "$RATE" $TBF || return 1
  done
}

mode() { # line for NETNS_MODE_FILE
  if [[ -n "${NETNS_MODE_FILE:-}" ]]; then echo "$1" >> "$NETNS_MODE_FILE"; fi
}

reason=""
if [[ $EUID -ne 0 ]]; then
  reason="not root"
elif ! command -v ip >/dev/null || ! command -v tc >/dev/null; then
  reason="ip or tc missing"
elif ! err=$(setup 2>&1); then
  echo "netns-mpirun: setting up namespaces failed ($(echo "$err" | tail -1)); removing leftovers and retrying" >&2
  if ! err=$(setup 2>&1); then
    reason="setup failed twice: $(echo "$err" | tail -1)"
  fi
fi

if [[ -z "$reason" ]]; then
  trap cleanup EXIT
  mode "netns $RATE"
  echo "netns-mpirun: $N ranks in network namespaces, links limited to $RATE (tbf $TBF, MTU $MTU)" >&2
  APPS=()
  for ((i = 0; i < N; i++)); do
    [[ $i -gt 0 ]] && APPS+=(:)
    # Environment per app context: mpirun's -x reaches only the first one.
    APPS+=(-np 1 ip netns exec "maco-r$i" env "${ENVS[@]}" "$@")
  done
  # TCP tuned for streaming: messages up to 8 MiB go eagerly (no
  # rendezvous handshake that only the receiver's next MPI call answers),
  # with 4 MiB socket buffers.
  PMIX_MCA_ptl_base_if_include=10.77.0.0/24 mpirun --oversubscribe \
    --mca btl self,tcp --mca btl_tcp_if_include 10.77.0.0/24 \
    --mca btl_tcp_eager_limit 8388608 --mca btl_tcp_max_send_size 8388608 \
    --mca btl_tcp_sndbuf 4194304 --mca btl_tcp_rcvbuf 4194304 \
    --mca oob_tcp_if_include 10.77.0.0/24 "${APPS[@]}"
else
  [[ $EUID -eq 0 ]] && cleanup
  mode "loopback ($reason)"
  echo "netns-mpirun: network namespaces unavailable ($reason); falling back to TCP over loopback (no rate limit)" >&2
  mpirun --oversubscribe --mca btl self,tcp --mca btl_tcp_if_include lo \
    -np "$N" env "${ENVS[@]}" "$@"
fi
