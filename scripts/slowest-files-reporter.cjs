// A jest reporter that prints the ten slowest test files at the end of every run, with their
// project and test count, so a slow file is seen the day it becomes slow. Plain CommonJS: jest
// loads reporters without transforming them. With SLOWEST_FILES_JSON set it writes every file's
// time there instead, for scripts/test.ts to print one list for its two jest runs.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS: jest loads reporters untransformed */
const fs = require('node:fs');
const path = require('node:path');

/** The `count` slowest files, slowest first: { file, project, ms, tests }. */
function slowestFiles(testResults, count = 10) {
  return testResults
    .map((r) => ('ms' in r ? r : {
      file: r.testFilePath,
      project: r.displayName ? (typeof r.displayName === 'string' ? r.displayName : r.displayName.name) : '',
      ms: r.perfStats && typeof r.perfStats.end === 'number' && typeof r.perfStats.start === 'number' ? r.perfStats.end - r.perfStats.start : 0,
      tests: r.numPassingTests + r.numFailingTests + r.numPendingTests + (r.numTodoTests || 0),
    }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
}

function formatSlowest(rows, rootDir, totalMs) {
  if (rows.length === 0) return '';
  const lines = rows.map((r) => `  ${(r.ms / 1000).toFixed(1).padStart(6)} s  ${(r.project || '-').padEnd(5)}  ${String(r.tests).padStart(4)} tests  ${path.relative(rootDir, r.file)}`);
  const head = `The ${rows.length} slowest test files${totalMs ? ` (run: ${(totalMs / 1000).toFixed(0)} s)` : ''}:`;
  return [head, ...lines].join('\n');
}

class SlowestFilesReporter {
  constructor(globalConfig, options = {}) {
    this.rootDir = globalConfig.rootDir;
    this.count = options.count || 10;
  }
  onRunComplete(_contexts, results) {
    if (process.env.SLOWEST_FILES_JSON) {
      fs.writeFileSync(process.env.SLOWEST_FILES_JSON, JSON.stringify(slowestFiles(results.testResults, Infinity)));
      return;
    }
    const text = formatSlowest(slowestFiles(results.testResults, this.count), this.rootDir, Date.now() - results.startTime);
    if (text) process.stdout.write(`\n${text}\n`);
  }
}

module.exports = SlowestFilesReporter;
module.exports.slowestFiles = slowestFiles;
module.exports.formatSlowest = formatSlowest;
