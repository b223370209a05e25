// Jest only (jest.config.mjs maps Prisma's module here). Prisma's query compiler ships as a 4.5 MB
// JavaScript file holding one string literal, and jest compiles every module anew for every test
// file, without V8's code cache: about 250 ms of each database test file's start. The same string
// is read here as text and cut out of the file, in a few milliseconds; the bytes are Prisma's own.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS: loaded by jest's resolver, untransformed */
const { readFileSync } = require('node:fs');
const path = require('node:path');

// Found beside the package's package.json: resolving the module's own name would map back here.
const file = path.join(path.dirname(require.resolve('@prisma/client/package.json')), 'runtime/query_compiler_fast_bg.postgresql.wasm-base64.js');
const text = readFileSync(file, 'utf8');
const start = text.indexOf('"') + 1;
const end = text.indexOf('"', start);
if (start === 0 || end === -1 || !text.startsWith('const wasm = "')) throw new Error(`${file} is no longer one string literal: drop this shim from jest.config.mjs`);

module.exports = { wasm: text.slice(start, end) };
