import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** The server test files that call vi.mock: they cannot share a module cache with the rest. */
const serverFilesMocking = (readdirSync('tests/server', { recursive: true }) as string[])
  .filter((file) => file.endsWith('.test.ts') && readFileSync(join('tests/server', file), 'utf8').includes('vi.mock('))
  .map((file) => join('tests/server', file));

const serverTests = {
  environment: 'node' as const,
  include: ['tests/server/**/*.test.ts'],
  // The MISMO mappings' own tests run in the unit project; the deal's read and the MISMO calls need the database.
  exclude: ['tests/server/lender/mismo/!(load-deal|*.route).test.ts'],
  // Migrates and seeds once per run; each file's database is a copy.
  globalSetup: ['tests/server/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  fileParallelism: false,
};

// One vitest run per project keeps the server suite runnable twice (PGlite, then PostgreSQL).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // The MISMO mappings are pure functions: run once, in parallel, not once per database. The app's and the
          // widgets' .ts tests need no DOM (a test that does is a .tsx): a jsdom per file cost more than their tests.
          include: [
            'tests/shared/**/*.test.ts', 'tests/scripts/**/*.test.ts', 'tests/schemas/**/*.test.ts',
            'tests/server/lender/mismo/*.test.ts', 'tests/app/**/*.test.ts', 'tests/widgets/**/*.test.ts',
            // The browser tests' route planning: pure functions, no browser.
            'tests/e2e/helpers/*.test.ts',
          ],
          exclude: ['tests/server/lender/mismo/load-deal.test.ts', 'tests/server/lender/mismo/*.route.test.ts'],
          // No DOM, no module state between files: one module cache per worker instead of a re-import per file.
          isolate: false,
          // A file's first test often compiles every schema it reaches (CreateOffer's reach most): seconds when busy.
          testTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'app',
          environment: 'jsdom',
          // Worker threads start faster than forked processes; each file still gets its own jsdom and modules.
          pool: 'threads',
          include: ['tests/app/**/*.test.tsx', 'tests/widgets/**/*.test.tsx'],
          setupFiles: ['tests/app/setup.ts'],
          // Pages load lazily: on a busy 2-core machine a first render can take seconds.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          ...serverTests,
          name: 'server',
          exclude: [...serverTests.exclude, ...serverFilesMocking],
          // One module cache for the run: importing the app's modules again for every file cost more than the tests.
          isolate: false,
        },
      },
      {
        // A file that mocks a module (the route recorder wraps fastify) needs modules of its own.
        test: { ...serverTests, name: 'server-mocking', include: serverFilesMocking.length ? serverFilesMocking : ['-'] },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: ['tests/e2e/helpers/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
