#!/usr/bin/env bash
# `scripts/ci/under-hog.sh [N] [REV]`: runs .ci/run N times (3 by default) in a row, each on a fresh
# clone of this checkout at REV (HEAD when the chain starts, by default: commits made meanwhile do
# not change what the chain tests), with a CPU hog beside it (a busy loop: one core's worth of
# runnable work), as a loaded CI host would be. Logs go to test-results/under-hog/run-K.log; a line per run says its
# exit code and seconds. Exits non-zero if any run failed (docs/testing.md).
set -uo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-3}
commit=$(git rev-parse --short "${2:-HEAD}") || exit 2
out=$PWD/test-results/under-hog
mkdir -p "$out"
failed=0
for k in $(seq 1 "$runs"); do
  clone=$(mktemp -d /var/tmp/localpros-ci-XXXXXX)
  chmod 755 "$clone"
  git clone -q . "$clone/repo"
  git -C "$clone/repo" checkout -q --detach "$commit"
  (while :; do :; done) &
  hog=$!
  started=$(date +%s)
  (cd "$clone/repo" && CI=true bash .ci/run </dev/null >"$out/run-$k.log" 2>&1)
  code=$?
  kill "$hog"
  wait "$hog" 2>/dev/null
  echo "run $k: exit $code in $(($(date +%s) - started)) s ($commit); log $out/run-$k.log"
  [ "$code" -eq 0 ] || failed=1
  rm -rf "$clone"
done
exit "$failed"
