#!/usr/bin/env bash
# Runs the WBCSD PACT conformance test suite (github.com/wbcsd/pact-conformance-service) against a
# local instance of the platform served over TLS, for PACT V3.0, and prints every case's result.
#
#   scripts/pact-conformance.sh [path of a clone of pact-conformance-service]
#
# The suite runs as its own service (src/server.ts), as the public conformance service does, on a
# database of the local PostgreSQL server (CONFORMANCE_DB_URL, default the machine's
# postgres://postgres@127.0.0.1:5432/postgres; a database of its own is created and dropped). Its
# callback cases (13: a RequestFulfilledEvent, 14.B: a RequestRejectedEvent) are answered by this
# host at the suite's /3/events, with a token of the suite's /auth/token, as a real buyer's host.
#
# The platform's instance: a fresh PGlite data directory seeded as the server seeds, where the demo
# company has published two study reports and shares them as PACT footprints, has one PACT client
# set to answer requests automatically, and has the suite's service registered as a PACT host with
# the suite's published test credentials; a self-signed certificate (selfsigned) trusted by the
# suite through NODE_EXTRA_CA_CERTS; PACT_PRIVATE_HOSTS=on, since the suite listens on 127.0.0.1.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
SUITE_SOURCE="${1:-${PACT_CONFORMANCE_REPO:-/work/.mirror/wbcsd+pact-conformance-service/repo}}"
PORT="${PACT_PORT:-8443}"
SUITE_PORT="${SUITE_PORT:-8091}"
ADMIN_DB_URL="${CONFORMANCE_DB_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
SUITE_DB="pact_conformance_$$"
SUITE_DB_URL="${ADMIN_DB_URL%/*}/$SUITE_DB"
SUITE_URL="http://127.0.0.1:$SUITE_PORT"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/pact-conformance.XXXXXX")"
SERVER_PID=""
SUITE_PID=""
# each server runs in a session of its own (setsid): npx starts node as a child, so the whole group is stopped
cleanup() {
  for pid in "$SERVER_PID" "$SUITE_PID"; do
    if [ -n "$pid" ]; then kill -- "-$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; fi
  done
  psql -q "$ADMIN_DB_URL" -c "drop database if exists $SUITE_DB with (force)" > /dev/null 2>&1 || true
  rm -rf "$WORK/data" "$WORK/tls"
}
trap cleanup EXIT

wait_for() { # wait_for <url> <log> [curl options...]
  local url=$1 log=$2
  shift 2
  for _ in $(seq 1 120); do
    if curl --silent --fail "$@" "$url" > /dev/null 2>&1; then return 0; fi
    sleep 1
  done
  cat "$log"
  return 1
}

echo "== work folder: $WORK"
mkdir -p "$WORK/tls" "$WORK/data" "$WORK/suite"

echo "== the conformance suite from $SUITE_SOURCE"
if [ -d "$SUITE_SOURCE/.git" ]; then
  git -C "$SUITE_SOURCE" archive HEAD | tar -x -C "$WORK/suite"
else
  git --git-dir="$SUITE_SOURCE" archive HEAD | tar -x -C "$WORK/suite"
fi
(cd "$WORK/suite" && npm ci --no-audit --no-fund --loglevel=error)

echo "== TLS certificate"
node "$ROOT/scripts/pact/selfSignedCert.mjs" "$WORK/tls"

echo "== the suite's service on $SUITE_URL (database $SUITE_DB)"
psql -q "$ADMIN_DB_URL" -c "create database $SUITE_DB" > /dev/null
export NODE_EXTRA_CA_CERTS="$WORK/tls/cert.pem"
(
  cd "$WORK/suite" &&
    NODE_ENV=development PORT="$SUITE_PORT" DB_CONNECTION_STRING="$SUITE_DB_URL" CONFORMANCE_API="$SUITE_URL" \
      npx ts-node --transpile-only src/data/migrate.ts latest
) > "$WORK/suite-migrate.log" 2>&1 || { cat "$WORK/suite-migrate.log"; exit 1; }
(
  cd "$WORK/suite" &&
    NODE_ENV=development PORT="$SUITE_PORT" DB_CONNECTION_STRING="$SUITE_DB_URL" CONFORMANCE_API="$SUITE_URL" \
      JWT_SECRET="$(openssl rand -hex 32)" LOG_OUTPUT=console exec setsid npx ts-node --transpile-only src/server.ts
) > "$WORK/suite.log" 2>&1 &
SUITE_PID=$!
wait_for "$SUITE_URL/health-check" "$WORK/suite.log"

export DATA_DIR="$WORK/data" CAPTCHA=off PORT="$PORT" HOST=127.0.0.1 PUBLIC_URL="https://localhost:$PORT" LOG_LEVEL=warn
export TLS_CERT_FILE="$WORK/tls/cert.pem" TLS_KEY_FILE="$WORK/tls/key.pem"
export PACT_SECRET_KEY="$(openssl rand -hex 32)" PACT_PRIVATE_HOSTS=on

echo "== seeding: two published reports shared as PACT footprints, a PACT client answering automatically, the suite as a host"
CLIENT_JSON="$(cd "$ROOT/server" && CONFORMANCE_HOST_URL="$SUITE_URL" npx tsx scripts/pactConformanceSeed.ts | tail -n 1)"
CLIENT_ID="$(node -e 'console.log(JSON.parse(process.argv[1]).clientId)' "$CLIENT_JSON")"
CLIENT_SECRET="$(node -e 'console.log(JSON.parse(process.argv[1]).clientSecret)' "$CLIENT_JSON")"

echo "== starting the platform on https://localhost:$PORT"
(cd "$ROOT/server" && exec setsid npx tsx src/main.ts) > "$WORK/server.log" 2>&1 &
SERVER_PID=$!
wait_for "https://localhost:$PORT/api/health" "$WORK/server.log" --cacert "$WORK/tls/cert.pem"

echo "== running the V3.0 conformance cases through the suite's service"
START="$(node -e 'console.log(JSON.stringify({ baseUrl: process.argv[1], clientId: process.argv[2], clientSecret: process.argv[3], version: "V3.0", organizationName: "PV carbon footprint platform (local)", adminEmail: "cli@example.com", adminName: "Conformance script" }))' \
  "https://localhost:$PORT" "$CLIENT_ID" "$CLIENT_SECRET")"
curl --silent --show-error --max-time 300 -H 'content-type: application/json' -d "$START" "$SUITE_URL/testruns/" > "$WORK/started.json"
RUN_ID="$(node -e 'const run = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")); if (!run.testRunId) { console.error(JSON.stringify(run)); process.exit(1) } console.log(run.testRunId)' "$WORK/started.json")"
# the callback cases stay PENDING until this host's answers arrive (the suite waits up to 30 s for them)
for _ in $(seq 1 30); do
  curl --silent --fail "$SUITE_URL/testruns/$RUN_ID" > "$WORK/run.json"
  if ! grep -q '"PENDING"' "$WORK/run.json"; then break; fi
  sleep 1
done

set +e
node - "$WORK/run.json" <<'NODE'
const run = JSON.parse(require('fs').readFileSync(process.argv[2], 'utf8'));
const key = (r) => r.testKey.replace('TESTCASE#', '').split('.').map((p, i) => (i === 0 ? p.padStart(3, '0') : p)).join('.');
const results = [...run.results].sort((a, b) => key(a).localeCompare(key(b)));
for (const r of results) {
  const mark = r.status === 'SUCCESS' ? 'PASS' : r.status === 'PENDING' ? 'PENDING' : 'FAIL';
  console.log(`${mark.padEnd(8)} ${r.mandatory ? 'mandatory' : 'optional '} ${r.name}${r.errorMessage ? `\n           ${r.errorMessage}` : ''}`);
}
const mandatory = results.filter((r) => r.mandatory);
const count = (list, status) => list.filter((r) => r.status === status).length;
console.log(`\nTest run ${run.testRunId}: ${run.status}`);
console.log(`Mandatory: ${count(mandatory, 'SUCCESS')} of ${mandatory.length} passed, ${count(mandatory, 'FAILURE')} failed, ${count(mandatory, 'PENDING')} pending`);
const optional = results.filter((r) => !r.mandatory);
console.log(`Optional: ${count(optional, 'SUCCESS')} of ${optional.length} passed`);
process.exit(mandatory.every((r) => r.status === 'SUCCESS') ? 0 : 1);
NODE
STATUS=$?
set -e
echo "== exit $STATUS (0: every mandatory case passed); logs: $WORK/server.log, $WORK/suite.log"
exit $STATUS
