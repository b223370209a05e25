// The bench's content reference (scripts/bench/content-reference.ts builds and starts it): the
// framework reference page's app (perf/reference-app) carrying one of the store's pages as plain
// elements: the same markup and text, hydrated by React, and none of the store's code. It tells how
// much of a page's Lighthouse gap to the framework reference is its content, and how much the store's.
// The reference's own settings (both apps sit two directories under the store), its own build directory.
import reference from '../reference-app/next.config.mjs';

const config = { ...reference, distDir: '.next-content' };

export default config;
