#!/usr/bin/env bash
# Writes the SQL for a schema change without the network: Prisma 7's migrate commands download a
# schema-engine binary, but Prisma 6.19.3 ships a WASM engine that `migrate diff` can use through a
# driver adapter. Usage: scripts/new-migration.sh <name>   (diffs the last committed schema.prisma
# against the working copy and writes prisma/migrations/<timestamp>_<name>/migration.sql)
set -euo pipefail
name=${1:?usage: scripts/new-migration.sh <name>}
root=$(git rev-parse --show-toplevel)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
to_p6() { # Prisma 6 syntax: url in the datasource, the classic generator
  sed -e 's/provider = "postgresql"/provider = "postgresql"\n  url      = env("DATABASE_URL")/' \
      -e '/generator client {/,/^}/c\generator client {\n  provider = "prisma-client-js"\n}' "$1"
}
git -C "$root" show HEAD:prisma/schema.prisma > "$work/old.raw" 2>/dev/null || : > "$work/old.raw"
to_p6 "$work/old.raw" > "$work/old.prisma"
to_p6 "$root/prisma/schema.prisma" > "$work/new.prisma"
cat > "$work/prisma.config.ts" <<'TS'
import { defineConfig } from 'prisma/config';
import { PrismaPg } from '@prisma/adapter-pg';
export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: 'new.prisma',
  // the WASM engine wants an adapter even for a diff that touches no database
  adapter: async () => new PrismaPg({ connectionString: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres' }),
} as never);
TS
(cd "$work" && npm init -y >/dev/null && npm install --silent --ignore-scripts prisma@6.19.3 @prisma/adapter-pg@6.19.3 >/dev/null)
from=(--from-schema-datamodel old.prisma); [ -s "$work/old.raw" ] || from=(--from-empty)
dir="$root/prisma/migrations/$(date -u +%Y%m%d%H%M%S)_$name"
mkdir -p "$dir"
(cd "$work" && PRISMA_QUERY_ENGINE_LIBRARY=$(command -v node) PRISMA_SCHEMA_ENGINE_BINARY=$(command -v node) \
  node node_modules/prisma/build/index.js migrate diff "${from[@]}" --to-schema-datamodel new.prisma --script < /dev/null) > "$dir/migration.sql"
echo "wrote $dir/migration.sql"
