/** @typedef {import('jest').Config} Config */

// ESM-only packages that jest must run through SWC (it does not load native ESM).
const esmPackages = [
  'next-intl',
  'use-intl',
  '@formatjs',
  'intl-messageformat',
  'icu-minify',
  'swiper',
  'ssr-window',
  'dom7',
  // @electric-sql/pglite: its CJS build loads node built-ins with import(), which jest's vm refuses; SWC turns them into require.
  '@electric-sql/pglite',
  'jose',
  'altcha',
  'altcha-lib',
  'iron-session',
  'uncrypto',
  'cookie',
  'to-words',
  'nanoid',
  'uuid',
  'stemmer',
];

const swc = {
  '^.+\\.(t|j|mj|cj)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

const shared = {
  transform: swc,
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // the upstream's way into the lib/ modules it shares with the web (tsconfig.json, eslint.config.mjs)
    '^@shared/(.*)$': '<rootDir>/lib/$1',
    '^server-only$': '<rootDir>/tests/support/empty-module.ts',
    '\\.(css|scss)$': '<rootDir>/tests/support/style-mock.ts',
    '^swiper/css.*$': '<rootDir>/tests/support/style-mock.ts',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

/**
 * unit and dom: no server and no database, so they run in seconds; integration: the real upstream app on PGlite (or
 * PostgreSQL with TEST_DATABASE_URL), booted in-process by tests/integration/upstream/harness.ts. A suite that boots
 * the upstream belongs in tests/integration/.
 * @type {Config}
 */
const config = {
  projects: [
    { ...shared, displayName: 'unit', testEnvironment: 'node', testMatch: ['<rootDir>/tests/unit/**/*.test.ts'] },
    {
      ...shared,
      displayName: 'dom',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/tests/unit/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/setup-dom.ts'],
    },
    {
      ...shared,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/setup-integration.ts'],
    },
  ],
  // Jest's default worker count (cores - 1: one on CI's two cores) leaves a core to the PGlite or PostgreSQL
  // server an integration suite starts; a project cannot set its own count.
  testTimeout: 30_000,
};

export default config;
