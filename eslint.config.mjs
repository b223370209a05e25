import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import boundaries from 'eslint-plugin-boundaries';

// The layers, and who may import whom (docs/architecture.md). Imports only ever point down:
//   app, components  ->  graphql  ->  lib services  ->  lib/domain
// Browser helpers (lib/client) sit beside the services and may use only lib/domain. Prisma
// (lib/database, lib/generated) is for services; test helpers (testing/) are for tests. The few
// files at the root of lib/ (clock, env, errors, site) are small utilities every layer may use;
// server-only ones carry `import 'server-only'`, which fails the build if the browser reaches them.
const elements = [
  { type: 'domain', pattern: 'lib/domain', partialMatch: false },
  { type: 'client', pattern: 'lib/client', partialMatch: false },
  { type: 'prisma', pattern: ['lib/generated', 'lib/database'], partialMatch: false },
  { type: 'shared', pattern: 'lib/observability', partialMatch: false },
  { type: 'service', pattern: ['lib/*'], partialMatch: false },
  { type: 'graphql', pattern: 'graphql', partialMatch: false },
  { type: 'app', pattern: 'app', partialMatch: false },
  { type: 'component', pattern: 'components', partialMatch: false },
  { type: 'testing', pattern: 'testing', partialMatch: false },
  { type: 'tooling', pattern: ['scripts', 'prisma', 'e2e', 'faults'], partialMatch: false },
];

const may = (from, to) => ({ from: { element: { type: from } }, allow: { to: { element: { types: { anyOf: to } } } } });

const layerRules = {
  'boundaries/dependencies': [
    'error',
    {
      default: 'disallow',
      policies: [
        may('domain', ['domain']),
        may('client', ['client', 'domain', 'shared']),
        may('shared', ['shared', 'domain']),
        may('service', ['service', 'domain', 'prisma', 'shared']),
        may('prisma', ['prisma']),
        may('graphql', ['graphql', 'service', 'domain', 'shared']),
        may('component', ['component', 'client', 'service', 'domain', 'shared']),
        may('app', ['app', 'component', 'graphql', 'client', 'service', 'domain', 'shared']),
        may('tooling', ['tooling', 'service', 'domain', 'shared', 'prisma', 'testing']),
        may('testing', ['testing', 'graphql', 'service', 'domain', 'shared', 'prisma', 'client', 'app', 'component']),
      ],
    },
  ],
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['app/**', 'components/**', 'graphql/**', 'lib/**', 'testing/**', 'scripts/**', 'prisma/**', 'e2e/**', 'faults/**', '*.ts'],
      'boundaries/ignore': ['lib/generated/**'],
      'import/resolver': { typescript: { alwaysTryTypes: true, project: './tsconfig.json' }, node: true },
    },
    rules: layerRules,
  },
  {
    // Tests may also reach the test helpers and whatever they test.
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { types: { anyOf: ['domain', 'client', 'shared', 'service', 'prisma', 'graphql', 'app', 'component', 'testing', 'tooling'] } } }, allow: { to: { element: { types: { anyOf: ['domain', 'client', 'shared', 'service', 'prisma', 'graphql', 'app', 'component', 'testing', 'tooling'] } } } } },
          ],
        },
      ],
    },
  },
  {
    // useTestDatabase() in tests is a jest setup helper, not a React hook.
    files: ['**/*.test.ts', '**/*.test.tsx', 'testing/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    ignores: ['node_modules/**', '.next/**', 'graphql/generated/**', 'lib/client/generated/**', '.next-*/**', 'perf/*/.next-*/**', '.data/**', 'lib/generated/**', 'coverage/**', 'playwright-report/**', 'test-results/**', 'next-env.d.ts', 'public/sw.js'],
  },
];

export default config;
