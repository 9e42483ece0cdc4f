#!/usr/bin/env bash
# The real image, built from the Dockerfile and run (issue 14 item 1; called by .ci/run):
#   docker engine (../shared/tools/docker-engine.sh when none answers) → docker build --network host →
#   run on a volume → HEALTHCHECK turns healthy → pages and sign-in answer → runs as non-root →
#   npm run backup through docker exec → docker stop exits 0 → restart keeps the data →
#   npm run restore into a new volume → a container on it serves the same data.
# Containers use --network host only (these machines have no bridge network).
# Exit status: 0 passed, 1 failed, 2 skipped (no Docker engine could be had: said loudly, never a pass).
# Env: DOCKER_ENGINE_SCRIPT=path (default: ../shared/tools/docker-engine.sh beside the checkout, then
#      /work/shared/tools/docker-engine.sh); HP_IMAGE_KEEP=1 keeps the image and volumes.
set -uo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
T0=$SECONDS
TAG=howpaano:ci-$$
NAME=hp-ci-$$
VOL1=hp-ci-data-$$
VOL2=hp-ci-restored-$$
PASSWORD='image test password 1234'
passed=0
failed=0

pass() { echo "PASS $*"; passed=$((passed + 1)); }
fail() { echo "FAIL $*"; failed=$((failed + 1)); }
check() { local name=$1; shift; if "$@"; then pass "$name"; else fail "$name"; fi; }
skip() {
  echo
  echo "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"
  echo "SKIP the image test: $*"
  echo "     The Dockerfile was NOT built or run; this is not a pass."
  echo "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"
  exit 2
}

cleanup() {
  docker rm -f "$NAME" "$NAME-2" >/dev/null 2>&1
  if [[ -z ${HP_IMAGE_KEEP:-} ]]; then
    docker volume rm -f "$VOL1" "$VOL2" >/dev/null 2>&1
    docker image rm -f "$TAG" >/dev/null 2>&1
  fi
}
trap cleanup EXIT

# ---- a Docker engine ----
if ! docker info >/dev/null 2>&1; then
  script=${DOCKER_ENGINE_SCRIPT:-}
  for candidate in "$ROOT/../shared/tools/docker-engine.sh" /work/shared/tools/docker-engine.sh; do
    [[ -z $script && -f $candidate ]] && script=$candidate
  done
  [[ -n $script ]] || skip "no Docker engine answers and no docker-engine.sh was found"
  [[ $(id -u) == 0 ]] || skip "no Docker engine answers and $script needs root"
  echo "---- starting a Docker engine: bash $script"
  bash "$script" || skip "$script could not provide a Docker engine"
fi
docker info >/dev/null 2>&1 || skip "the Docker engine does not answer"
command -v node >/dev/null 2>&1 || skip "node is needed on the host to talk HTTP to the container"

# ---- build ----
echo "---- docker build --network host -t $TAG ."
started=$SECONDS
if ! docker build --network host -t "$TAG" . >/tmp/hp-image-build-$$.log 2>&1; then
  tail -40 /tmp/hp-image-build-$$.log
  fail "docker build"
  echo "FAIL image: $passed passed, $failed failed"
  exit 1
fi
rm -f /tmp/hp-image-build-$$.log
size=$(docker image inspect -f '{{.Size}}' "$TAG")
pass "docker build ($((SECONDS - started)) s; image $((size / 1000000)) MB)"
check "the image is lean (under 500 MB)" test "$size" -lt 500000000

# ---- helpers ----
PORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
BASE=http://127.0.0.1:$PORT
# node -e "$HTTP" METHOD PATH [JSON] [TOKEN] → prints "STATUS BODY"
HTTP='
const [method, path, body, token] = process.argv.slice(1);
const headers = {};
if (body) headers["content-type"] = "application/json";
if (token) headers.authorization = "Bearer " + token;
fetch(process.env.BASE + path, { method, headers, body: body || undefined, signal: AbortSignal.timeout(15000) })
  .then(async (r) => console.log(r.status, (await r.text()).replace(/\s+/g, " ").slice(0, 400)))
  .catch((e) => { console.log(0, e.message); });'
http() { BASE=$BASE node -e "$HTTP" "$@"; }
health() { docker inspect -f '{{if .State.Health}}{{.State.Health.Status}}{{end}}' "$1" 2>/dev/null; }
wait_healthy() {
  local name=$1 since=$SECONDS
  while (( SECONDS - since < 150 )); do
    case $(health "$name") in
      healthy) echo "$((SECONDS - since))"; return 0 ;;
      unhealthy) break ;;
    esac
    [[ $(docker inspect -f '{{.State.Running}}' "$name" 2>/dev/null) == true ]] || break
    sleep 1
  done
  docker logs --tail 30 "$name" 2>&1
  return 1
}
run_container() { # name volume [extra docker args...]
  local name=$1 vol=$2; shift 2
  docker run -d --name "$name" --network host -v "$vol:/data" \
    -e PORT="$PORT" -e HOST=127.0.0.1 -e ADMIN_PASSWORD="$PASSWORD" "$@" "$TAG" >/dev/null
}

# ---- first run ----
run_container "$NAME" "$VOL1"
if took=$(wait_healthy "$NAME"); then pass "the HEALTHCHECK turns healthy (${took} s after docker run)"; else fail "the HEALTHCHECK turns healthy: $took"; fi
uid=$(docker exec "$NAME" id -u)
check "runs as non-root (uid $uid)" test "$uid" != 0
check "the node process (PID 1) is not root" test "$(docker exec "$NAME" sh -c 'stat -c %u /proc/1')" != 0
page=$(http GET /)
check "GET / answers 200 with the home page" grep -q '^200 .*<html' <<<"$page"
login=$(http POST /api/token/ "{\"username\":\"admin\",\"password\":\"$PASSWORD\"}")
token=$(sed -nE 's/.*"access":"([^"]+)".*/\1/p' <<<"$login")
check "POST /api/token/ signs in" test -n "$token"
cat=$(http POST /api/categories/ '{"category_how":"Image Test","category_paano":"Pagsubok sa Imahe"}' "$token")
check "a category is created" grep -q '^201 ' <<<"$cat"
log_lines=$(docker logs "$NAME" 2>&1 | grep -c .)
json_lines=$(docker logs "$NAME" 2>&1 | node -e 'let n=0;require("fs").readFileSync(0,"utf8").split("\n").filter(Boolean).forEach(l=>{try{const o=JSON.parse(l);if(o.time&&o.level&&o.msg!==undefined)n++}catch{}});console.log(n)')
check "every log line is JSON of the one shape ($json_lines of $log_lines)" test "$json_lines" = "$log_lines"

# ---- backup through docker exec, while the site runs ----
out=$(docker exec "$NAME" npm run backup --silent -- /data/ci-backup.tar.gz 2>&1)
check "npm run backup through docker exec: $(tail -1 <<<"$out" | cut -c1-140)" docker exec "$NAME" test -s /data/ci-backup.tar.gz

# ---- docker stop, restart on the same volume ----
started=$SECONDS
docker stop "$NAME" >/dev/null
code=$(docker inspect -f '{{.State.ExitCode}}' "$NAME")
check "docker stop: exit status $code after $((SECONDS - started)) s" test "$code" = 0
docker start "$NAME" >/dev/null
if took=$(wait_healthy "$NAME"); then pass "restart on the same volume: healthy again (${took} s)"; else fail "restart: $took"; fi
check "the category survived the restart" grep -q 'Image Test' <<<"$(http GET /api/categories/)"
docker cp "$NAME:/data/ci-backup.tar.gz" "/tmp/hp-ci-backup-$$.tar.gz" >/dev/null 2>&1
docker stop "$NAME" >/dev/null

# ---- restore into a new volume, through docker exec, then serve it ----
docker volume create "$VOL2" >/dev/null
docker run -d --name "$NAME-2" --network host -v "$VOL2:/data" --entrypoint sleep "$TAG" 600 >/dev/null
docker cp "/tmp/hp-ci-backup-$$.tar.gz" "$NAME-2:/tmp/backup.tar.gz" >/dev/null && rm -f "/tmp/hp-ci-backup-$$.tar.gz"
out=$(docker exec -u 0 "$NAME-2" chown node /tmp/backup.tar.gz 2>&1; docker exec "$NAME-2" npm run restore --silent -- /tmp/backup.tar.gz 2>&1)
check "npm run restore through docker exec into an empty volume: $(tail -1 <<<"$out" | cut -c1-140)" grep -q '^Restored ' <<<"$(tail -1 <<<"$out")"
docker rm -f "$NAME-2" >/dev/null
run_container "$NAME-2" "$VOL2"
if took=$(wait_healthy "$NAME-2"); then pass "a container on the restored volume is healthy (${took} s)"; else fail "restored container: $took"; fi
check "the restored site has the category" grep -q 'Image Test' <<<"$(http GET /api/categories/)"
docker stop "$NAME-2" >/dev/null
check "docker stop of the restored container exits 0" test "$(docker inspect -f '{{.State.ExitCode}}' "$NAME-2")" = 0

echo "$([[ $failed == 0 ]] && echo PASS || echo FAIL) image: $passed passed, $failed failed in $((SECONDS - T0)) s (image $((size / 1000000)) MB)"
[[ $failed == 0 ]]
