import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// next-auth v5, pg-boss and their dependencies ship ESM only; next/jest overwrites
// transformIgnorePatterns, so it is set again after the config is built.
const esmPackages = ['next-auth', '@auth/core', 'jose', 'oauth4webapi', 'preact', 'preact-render-to-string', '@panva/hkdf', 'pg-boss', 'serialize-error', 'non-error'];

const common = {
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // Prisma's query compiler, a 4.5 MB string literal, read as text rather than compiled per test file
    '^@prisma/client/runtime/query_compiler_fast_bg\\.postgresql\\.wasm-base64\\.js$': '<rootDir>/testing/prisma-query-compiler.cjs',
  },
  setupFiles: ['<rootDir>/jest.setup.ts'],
};

const build = async (project) => {
  const config = await createJestConfig(project)();
  config.transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];
  return config;
};

export default async function config() {
  return {
    // A global option: jest ignores testTimeout inside a project, so the db tests' generous limit
    // (real databases on a shared 2-core machine: creating, cloning and dropping them can take
    // seconds) is set here for every project.
    testTimeout: 30_000,
    // the ten slowest files are printed after every run (scripts/slowest-files-reporter.cjs)
    reporters: ['default', '<rootDir>/scripts/slowest-files-reporter.cjs'],
    // jest's order of files, with a file that runs a shared testing/*-suite.ts weighed with it
    testSequencer: '<rootDir>/scripts/test-sequencer.cjs',
    projects: [
      await build({ ...common, displayName: 'unit', testEnvironment: 'node', testMatch: ['<rootDir>/{lib,graphql,app,components,prisma,scripts,service-worker}/**/*.test.ts?(x)'], testPathIgnorePatterns: ['\\.db\\.test\\.tsx?$', '\\.dom\\.test\\.tsx?$'] }),
      await build({ ...common, displayName: 'dom', testEnvironment: 'jsdom', testMatch: ['<rootDir>/**/*.dom.test.ts?(x)'], testPathIgnorePatterns: ['/node_modules/'] }),
      await build({ ...common, displayName: 'db', testEnvironment: 'node', testMatch: ['<rootDir>/**/*.db.test.ts?(x)'], testPathIgnorePatterns: ['/node_modules/'] }),
      // The fault suites start `next start` servers of the production build, so they run only after
      // a build, through `npm run test:faults` (which sets TEST_FAULTS), never in `npm test`. Each
      // file sets its own (longer) timeout.
      ...(process.env.TEST_FAULTS
        ? [await build({ ...common, displayName: 'faults', testEnvironment: 'node', testMatch: ['<rootDir>/faults/**/*.fault.test.ts'], testPathIgnorePatterns: ['/node_modules/'] })]
        : []),
    ],
  };
}
