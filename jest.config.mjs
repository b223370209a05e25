import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// next-auth v5 and its dependencies ship ESM only; next/jest overwrites transformIgnorePatterns,
// so it is set again after the config is built.
const esmPackages = ['next-auth', '@auth/core', 'jose', 'oauth4webapi', 'preact', 'preact-render-to-string', '@panva/hkdf'];

const common = {
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  setupFiles: ['<rootDir>/jest.setup.ts'],
};

const build = async (project) => {
  const config = await createJestConfig(project)();
  config.transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];
  return config;
};

export default async function config() {
  return {
    projects: [
      await build({ ...common, displayName: 'unit', testEnvironment: 'node', testMatch: ['<rootDir>/{lib,graphql,app,components,prisma,scripts}/**/*.test.ts?(x)'], testPathIgnorePatterns: ['\\.db\\.test\\.tsx?$', '\\.dom\\.test\\.tsx?$'] }),
      await build({ ...common, testTimeout: 30_000, displayName: 'dom', testEnvironment: 'jsdom', testMatch: ['<rootDir>/**/*.dom.test.ts?(x)'], testPathIgnorePatterns: ['/node_modules/'] }),
      // Real databases on a 2-core machine: creating and dropping databases and the first request of a
      // file (route compilation) can take seconds when other work shares the cores.
      await build({ ...common, testTimeout: 30_000, displayName: 'db', testEnvironment: 'node', testMatch: ['<rootDir>/**/*.db.test.ts?(x)'], testPathIgnorePatterns: ['/node_modules/'] }),
      // The fault suites start `next start` servers of the production build, so they run only after
      // a build, through `npm run test:faults` (which sets TEST_FAULTS), never in `npm test`.
      ...(process.env.TEST_FAULTS
        ? [await build({ ...common, testTimeout: 180_000, displayName: 'faults', testEnvironment: 'node', testMatch: ['<rootDir>/faults/**/*.fault.test.ts'], testPathIgnorePatterns: ['/node_modules/'] })]
        : []),
    ],
  };
}
