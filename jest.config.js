/**
 * Four suites: pure `lib/` units, React components in jsdom, the api against a real database, and
 * a cluster of production apis and webs on the machine's PostgreSQL, Redis and an in-process S3.
 */
// jest reads its configuration as CommonJS.
/* eslint-disable @typescript-eslint/no-require-imports */
const fs = require('node:fs');
const path = require('node:path');

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
    // Stylesheets travel with the components that use them (first: before the path aliases).
    '\\.css$': '<rootDir>/tests/support/empty.js',
    '^@/(.*)$': '<rootDir>/$1',
    '^@server/(.*)$': '<rootDir>/server/src/$1',
    '^server-only$': '<rootDir>/tests/support/empty.js',
  },
  // ESM-only packages (Node 20 loads them through require(esm); jest needs them compiled).
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie|request-filtering-agent)/)'],
};

/**
 * Server files that behave the same on either database, run once, on PGlite: those that open no
 * database of the suite's (the embedded database's own processes and folders, storage, the demo
 * seed into a bucket, the shared cache in Redis, fetching images, the api's answer helpers). The
 * two sweeps over every operation (bad input and access) run once too, on PostgreSQL in CI, where
 * their tens of thousands of requests cost a quarter less CPU than on PGlite (the queries many of
 * them reach run natively), and beside the browser suite rather than at the head of the PGlite run.
 */
const SAME_ON_EITHER_DATABASE = [
  'api-return',
  'embedded-database',
  'image-fetch',
  'shared-cache',
  'storage',
  'storage-migrate',
  's3-seed',
  'tenant-cli',
];

/**
 * Server files whose checks depend on the database server itself, beyond the SQL that PGlite and
 * PostgreSQL run alike. PGlite is one connection that takes one transaction at a time, PostgreSQL
 * many at once, so what happens when callers meet differs: buyers, refunds, folds and numbers at
 * once, claims and locks taken by two instances or two workers, a store's name proved twice at
 * once. So do the named statements on each connection, migrations over existing rows and the demo
 * seed. CI runs them on both databases. Where a file held a few such checks among many that run the
 * same SQL on either, those few live in a file of their own (`checkout-at-once`, `staff-at-once`,
 * `mail-outbox-instances`…), so the second run does not repeat the rest.
 */
const DEPENDS_ON_DATABASE_SERVER = [
  'admin-domains-at-once',
  'analytics',
  'backorder-totals-migration',
  'basket-reminders-at-once',
  'catalog-imports-runners',
  'checkout-at-once',
  'demo-seed',
  'discounts-at-once',
  'domain-migration',
  'gift-cards-at-once',
  'jobs',
  'mail-outbox-instances',
  'order-refunds-at-once',
  'payment-placed-order-migration',
  'prepared',
  'product-csv-platforms-job',
  'product-handles',
  'product-handles-migration',
  'product-sales-at-once',
  'product-variants-at-once',
  'returns-at-once',
  'staff-at-once',
  'store-backups-at-once',
  'tax-documents-at-once',
];

/** Server files for PostgreSQL alone: api processes that share one database (PGlite is one process's). */
const POSTGRES_ONLY = ['catalog-import-restart'];

// A renamed or removed file must not leave a run without a word.
for (const name of [...SAME_ON_EITHER_DATABASE, ...DEPENDS_ON_DATABASE_SERVER, ...POSTGRES_ONLY]) {
  if (!fs.existsSync(path.join(__dirname, 'tests/server', `${name}.test.ts`)))
    throw new Error(`jest.config.js names tests/server/${name}.test.ts, which does not exist`);
}

const serverFiles = (names) => names.map((name) => `<rootDir>/tests/server/${name}.test.ts`);

/**
 * The server suite's files. On PGlite (no TEST_DATABASE_URL), all of them: what `npm test` runs on a
 * machine with no PostgreSQL. On PostgreSQL, all but those the same on either. CI runs those on
 * PostgreSQL, where a file costs about half the CPU (its database is a template's copy made in a
 * fraction of a second), and beside it, on PGlite (SERVER_SUITE=differs), the files that depend on
 * the database server and those the same on either.
 */
function serverSuiteFiles() {
  if (process.env.TEST_DATABASE_URL)
    return {
      testMatch: ['<rootDir>/tests/server/**/*.test.ts'],
      testPathIgnorePatterns: SAME_ON_EITHER_DATABASE.map((name) => `/tests/server/${name}\\.test\\.ts$`),
    };
  if (process.env.SERVER_SUITE === 'differs')
    return { testMatch: serverFiles([...SAME_ON_EITHER_DATABASE, ...DEPENDS_ON_DATABASE_SERVER]) };
  return {
    testMatch: ['<rootDir>/tests/server/**/*.test.ts'],
    testPathIgnorePatterns: POSTGRES_ONLY.map((name) => `/tests/server/${name}\\.test\\.ts$`),
  };
}

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
      ...serverSuiteFiles(),
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
