// Compiles service-worker/sw.ts (Serwist) into public/sw.js before `next build`. A separate step
// because Next 16 builds with Turbopack, which @serwist/next's webpack plugin cannot hook into;
// esbuild bundles the worker in well under a second. public/sw.js is generated, not committed.
import { buildSync } from 'esbuild';
import { execSync } from 'node:child_process';
import path from 'node:path';

function version(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim() + `-${Date.now()}`;
  } catch {
    return String(Date.now());
  }
}

const root = path.resolve(__dirname, '..');
buildSync({
  entryPoints: [path.join(root, 'service-worker/sw.ts')],
  outfile: path.join(root, 'public/sw.js'),
  bundle: true,
  // A classic worker script: every browser that has service workers runs it.
  format: 'iife',
  target: 'es2022',
  minify: true,
  sourcemap: false,
  define: { SW_VERSION: JSON.stringify(version()), 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
console.log('service worker: public/sw.js');
