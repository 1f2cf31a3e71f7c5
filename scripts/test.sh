#!/usr/bin/env bash
# npm test: the whole suite, in the order that fails fastest. Server tests run on the PostgreSQL server (a
# throw-away database per run), the database's own again on embedded PGlite.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
reports=$(mktemp -d)
trap 'rm -rf "$reports"' EXIT
# Each vitest run also writes a JSON report; the last line sums them.
vt() { local name=$1; shift; npx vitest run "$@" --reporter=default --reporter=json --outputFile.json="$reports/$name.json"; }

step "generate schemas, validators and flow"; npm run --silent build:schemas
step "lint:schemas"; npm run --silent lint:schemas
step "lint (dependency direction)"; npm run --silent lint
step "lint:unused (files, exports and dependencies nothing uses)"; npm run --silent lint:unused
step "typecheck"; npm run --silent typecheck
step "unit and component tests"; vt unit --project unit --project app
pg_url="${TEST_PG_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
# The browser tests run the whole portal on PGlite; the server suite runs whole once, on PostgreSQL when it is there,
# and its files about the database itself (adapters, migrations, the audit trail's guards, PII at rest, a submitted
# application end to end) run on the other database too.
database_files=(tests/server/db tests/server/audit tests/server/pii tests/server/seed-migrate.test.ts tests/server/journey/submit-application.route.test.ts)
if node -e "const{Client}=require('pg');const c=new Client('$pg_url');c.connect().then(()=>c.end()).catch(()=>process.exit(1))"; then
  step "server tests on PostgreSQL"; TEST_DB=postgres TEST_PG_URL="$pg_url" vt server-postgres --project 'server*'
  step "server tests on PGlite (the database's own)"; TEST_DB=pglite vt server-pglite --project 'server*' "${database_files[@]}"
elif [ -n "${CI:-}" ]; then
  echo "PostgreSQL is not reachable at $pg_url (required in CI)"; exit 1
else
  echo "PostgreSQL not reachable at $pg_url: the server tests run on PGlite only (set TEST_PG_URL to run them on PostgreSQL)."
  step "server tests on PGlite"; TEST_DB=pglite vt server-pglite --project 'server*'
fi
step "build"; npm run --silent build
step "build-storybook"; npm run --silent build-storybook
step "browser tests (Chromium: the portal and Storybook)"; vt e2e --project e2e
node scripts/test-summary.mjs "$reports"
