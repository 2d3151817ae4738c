import { defineConfig } from 'vitest/config';

/**
 * Unit and API tests. The API suites run on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set
 * (project "postgres"), each test file on a freshly migrated database.
 */
const apiInclude = ['server/src/**/*.test.ts'];
const projects = [
  { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
  { test: { name: 'web', include: ['web/src/**/*.test.{ts,tsx}'] } },
  { test: { name: 'bench', include: ['bench/src/**/*.test.ts'] } },
  {
    test: {
      name: 'api-pglite',
      include: apiInclude,
      globalSetup: ['server/src/test/pglite-template.global.ts'],
      env: { TEST_DB_KIND: 'pglite' },
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    test: {
      name: 'api-postgres',
      include: apiInclude,
      env: { TEST_DB_KIND: 'postgres' },
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  });
}

export default defineConfig({
  test: {
    projects,
    pool: 'forks',
    maxWorkers: 2,
    passWithNoTests: false,
  },
});
