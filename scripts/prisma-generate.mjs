// `prisma generate` tries to download the schema-engine binary when it is missing, which fails
// offline. Generation does not use that engine, so point Prisma at any existing file when the
// real one is absent. Only for this child process: never exported globally.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const enginesDir = path.resolve('node_modules/@prisma/engines');
const hasEngine =
  existsSync(enginesDir) && readdirSync(enginesDir).some((f) => f.startsWith('schema-engine'));
const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: '1' };
if (!hasEngine && !env.PRISMA_SCHEMA_ENGINE_BINARY) env.PRISMA_SCHEMA_ENGINE_BINARY = process.execPath;

const result = spawnSync(process.execPath, ['node_modules/prisma/build/index.js', 'generate'], {
  stdio: 'inherit',
  env,
});
process.exit(result.status ?? 1);
