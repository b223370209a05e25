// The bench's framework reference page (scripts/bench/reference-page.ts builds and starts it): the
// store's own Next, React and font, and nothing else, so Lighthouse's figures for it are what the
// framework costs on this machine at this moment. The store's pages are judged against them.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

const config = {
  distDir: '.next-reference',
  poweredByHeader: false,
  // the store's node_modules (and lockfile) are two directories up
  turbopack: { root: path.join(here, '..', '..') },
};

export default config;
