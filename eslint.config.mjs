import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // useTestDatabase() in tests is a jest setup helper, not a React hook.
    files: ['**/*.test.ts', '**/*.test.tsx', 'testing/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    ignores: ['node_modules/**', '.next/**', '.next-*/**', '.data/**', 'lib/generated/**', 'coverage/**', 'playwright-report/**', 'test-results/**', 'next-env.d.ts'],
  },
];

export default config;
