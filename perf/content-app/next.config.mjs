// The bench's content reference (scripts/bench/content-reference.ts builds and starts it): the
// framework reference page's app (perf/reference-app) carrying one of the store's pages as plain
// elements: the same markup and text, hydrated by React, and none of the store's code. It tells how
// much of a page's Lighthouse gap to the framework reference is its content, and how much the store's.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

const config = {
  distDir: '.next-content',
  poweredByHeader: false,
  // the store's node_modules (and lockfile) are two directories up
  turbopack: { root: path.join(here, '..', '..') },
};

export default config;
