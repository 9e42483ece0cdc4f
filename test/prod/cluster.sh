#!/usr/bin/env bash
# Issue 26 item 6 (called by .ci/run): PostgreSQL, PgBouncer, s3rver, three replicas and nginx, a mixed load
# with a replica killed and PostgreSQL stopped and started: see test/prod/cluster.js.
set -euo pipefail
exec node "$(dirname "$0")/cluster.js" "$@"
