#!/usr/bin/env bash
# Runs a command N times in a row and stops at the first failure, to catch flaky tests:
#   scripts/repeat.sh 50 npm run test:unit
#   scripts/repeat.sh 3 npm run test:db
# Each run's output goes to .tmp/repeat/run-K.log; the failing run's log is printed.
set -uo pipefail
times=${1:?usage: scripts/repeat.sh N command...}
shift
logs=.tmp/repeat
mkdir -p "$logs"
for run in $(seq 1 "$times"); do
  if "$@" >"$logs/run-$run.log" 2>&1; then
    echo "run $run/$times: passed"
  else
    echo "run $run/$times: FAILED (log: $logs/run-$run.log)"
    tail -n 80 "$logs/run-$run.log"
    echo "$((run - 1)) passed, 1 failed"
    exit 1
  fi
done
echo "$times passed, 0 failed"
