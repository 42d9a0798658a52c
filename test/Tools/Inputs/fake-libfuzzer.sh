#!/usr/bin/env bash
# A stand-in for maco-opt-fuzzer (test/Tools/fuzz-smoke-script.mlir): logs
# its arguments, one call per line, to $FAKE_FUZZER_LOG and answers like
# libFuzzer; exits 1 (a finding) when an argument matches $FAKE_FUZZER_FAIL.
echo "$*" >> "$FAKE_FUZZER_LOG"
if [[ -n "${FAKE_FUZZER_FAIL:-}" && "$*" == *"$FAKE_FUZZER_FAIL"* ]]; then
  echo "==1==ERROR: AddressSanitizer: fake finding"
  exit 1
fi
echo "#100	DONE   cov: 1 ft: 1 corp: 1/1b lim: 4 exec/s: 0 rss: 1Mb"
echo "stat::number_of_executed_units: 100"
echo "stat::peak_rss_mb:              1"
