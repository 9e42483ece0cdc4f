#!/usr/bin/env bash
# The production path without Docker (called by .ci/run): see test/prod/production-path.js.
# Clean clone of HEAD → npm ci → build → npm prune --omit=dev → NODE_ENV=production start/stop/restart.
set -euo pipefail
exec node "$(dirname "$0")/production-path.js" "$@"
