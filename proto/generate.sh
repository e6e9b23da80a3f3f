#!/usr/bin/env bash
# Regenerates packages/contracts/src/grpc from proto/*.proto (ts-proto through buf; both ship in npm).
set -euo pipefail
cd "$(dirname "$0")"
rm -rf ../packages/contracts/src/grpc
../node_modules/.bin/buf generate
