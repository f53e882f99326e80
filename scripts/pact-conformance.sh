#!/usr/bin/env bash
# Runs the WBCSD PACT conformance test suite (github.com/wbcsd/pact-conformance-service, its CLI)
# against a local instance of the platform served over TLS, for PACT V3.0, and prints its output.
#
#   scripts/pact-conformance.sh [path of a clone of pact-conformance-service]
#
# The instance: a fresh PGlite data directory, seeded as the server seeds, where the demo company
# has published two study reports and shares them as PACT footprints, with one PACT client; a
# self-signed certificate (selfsigned) trusted by the suite through NODE_EXTRA_CA_CERTS.
# The suite's CLI needs no database (its results go to the console); its config still reads
# DB_CONNECTION_STRING, which the CLI never uses. The callback cases (13, 14.B) wait for events
# this host would POST to CONFORMANCE_API; the CLI reports them PENDING.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
SUITE_SOURCE="${1:-${PACT_CONFORMANCE_REPO:-/work/.mirror/wbcsd+pact-conformance-service/repo}}"
PORT="${PACT_PORT:-8443}"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/pact-conformance.XXXXXX")"
SERVER_PID=""
cleanup() {
  if [ -n "$SERVER_PID" ]; then kill "$SERVER_PID" 2>/dev/null || true; wait "$SERVER_PID" 2>/dev/null || true; fi
  rm -rf "$WORK/data" "$WORK/tls"
}
trap cleanup EXIT

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

export DATA_DIR="$WORK/data" CAPTCHA=off PORT="$PORT" HOST=127.0.0.1 PUBLIC_URL="https://localhost:$PORT" LOG_LEVEL=warn
export TLS_CERT_FILE="$WORK/tls/cert.pem" TLS_KEY_FILE="$WORK/tls/key.pem"

echo "== seeding: two published reports shared as PACT footprints, one PACT client"
CLIENT_JSON="$(cd "$ROOT/server" && npx tsx scripts/pactConformanceSeed.ts | tail -n 1)"
CLIENT_ID="$(node -e 'console.log(JSON.parse(process.argv[1]).clientId)' "$CLIENT_JSON")"
CLIENT_SECRET="$(node -e 'console.log(JSON.parse(process.argv[1]).clientSecret)' "$CLIENT_JSON")"

echo "== starting the platform on https://localhost:$PORT"
(cd "$ROOT/server" && exec npx tsx src/main.ts) > "$WORK/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 120); do
  if curl --silent --cacert "$WORK/tls/cert.pem" "https://localhost:$PORT/api/health" > /dev/null 2>&1; then break; fi
  sleep 1
done
curl --silent --fail --cacert "$WORK/tls/cert.pem" "https://localhost:$PORT/api/health" > /dev/null || { cat "$WORK/server.log"; exit 1; }

echo "== running the V3.0 conformance cases"
set +e
(
  cd "$WORK/suite" &&
    NODE_EXTRA_CA_CERTS="$WORK/tls/cert.pem" NODE_ENV=development PORT=0 DB_CONNECTION_STRING=unused \
      CONFORMANCE_API="${CONFORMANCE_API:-https://conformance.services.carbon-transparency.org}" LOG_OUTPUT=console \
      npx ts-node src/scripts/run-tests-cli.ts --baseUrl "https://localhost:$PORT" --clientId "$CLIENT_ID" \
      --clientSecret "$CLIENT_SECRET" --version V3.0 --organizationName "PV carbon footprint platform (local)"
)
STATUS=$?
set -e
echo "== the suite exited with $STATUS (0: every mandatory case passed); server log: $WORK/server.log"
exit $STATUS
