/**
 * Four suites: pure `lib/` units, React components in jsdom, the api against a real database, and
 * a cluster of production apis and webs on the machine's PostgreSQL, Redis and an in-process S3.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^@server/(.*)$': '<rootDir>/server/src/$1',
    '^server-only$': '<rootDir>/tests/support/empty.js',
  },
  // ESM-only packages (Node 20 loads them through require(esm); jest needs them compiled).
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie|request-filtering-agent)/)'],
};

/**
 * What the server suite's PostgreSQL run (TEST_DATABASE_URL; CI runs it after the PGlite one) leaves
 * to the PGlite run, as it behaves the same on either database:
 * - files that open no database of the suite's: the embedded database's own processes and folders,
 *   storage, the demo seed into a bucket, the shared cache in Redis, fetching images, the api's
 *   answer helpers;
 * - the two sweeps over every operation of the api, bad input and access: what they judge is
 *   decided before any query (validation, roles, the store a request names), and the queries
 *   behind each route are run on PostgreSQL by that route's own tests.
 */
const SAME_ON_EITHER_DATABASE = [
  'api-return',
  'embedded-database',
  'image-fetch',
  'shared-cache',
  'storage',
  'storage-migrate',
  'probe/access',
  'probe/fuzz',
  's3-seed',
];

module.exports = {
  // Two workers: jest's default on a 2-core machine is one, which leaves a core idle while a file
  // waits on its database. Each server test file has its own database (and PostgreSQL pools of 30),
  // so more workers than this would need a larger max_connections than PostgreSQL's default.
  maxWorkers: 2,
  testSequencer: '<rootDir>/tests/support/slow-first-sequencer.mjs',
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts'],
    },
    {
      ...shared,
      displayName: 'components',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/tests/components/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/jest-dom.ts'],
    },
    {
      ...shared,
      displayName: 'server',
      testEnvironment: 'node',
      // jsdom and Sentry load when a test first uses them (tests/support/lazy-module.ts).
      moduleNameMapper: {
        ...shared.moduleNameMapper,
        '^jsdom$': '<rootDir>/tests/support/lazy-jsdom.ts',
        '^@sentry/node$': '<rootDir>/tests/support/lazy-sentry-node.ts',
      },
      testMatch: ['<rootDir>/tests/server/**/*.test.ts'],
      testPathIgnorePatterns: process.env.TEST_DATABASE_URL
        ? SAME_ON_EITHER_DATABASE.map((name) => `/tests/server/${name}\\.test\\.ts$`)
        : [],
      globalSetup: '<rootDir>/tests/support/server-global-setup.ts',
      setupFilesAfterEnv: ['<rootDir>/tests/support/server-setup.ts'],
    },
    {
      ...shared,
      displayName: 'cluster',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/cluster/**/*.test.ts'],
      globalSetup: '<rootDir>/tests/cluster/support/build.ts',
    },
  ],
};
