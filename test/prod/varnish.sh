#!/usr/bin/env bash
# Issue 37 item 7 (called by .ci/run): Varnish 7 with deploy/varnish.vcl in front of two replicas: see test/prod/varnish.js.
set -euo pipefail
exec node "$(dirname "$0")/varnish.js" "$@"
