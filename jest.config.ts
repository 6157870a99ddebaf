import { availableParallelism } from 'node:os';
import type { Config } from 'jest';

// swc compiles TypeScript (decorators included) far faster than ts-jest; types are checked by `npm run typecheck`.
const swc: [string, Record<string, unknown>] = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

/**
 * Packages in node_modules that jest (CommonJS) must compile: the server's ES-module-only dependencies (otplib's
 * @noble and @scure; openid-client with oauth4webapi and jose; the tests' oidc-provider). Node 20.19+ requires them as
 * they are; jest's module runtime cannot.
 */
const ESM_ONLY = '^(?!.*/node_modules/(@noble|@scure|openid-client|oauth4webapi|jose|oidc-provider)/).*/node_modules/.+\\.(js|cjs|json)$';

const config: Config = {
  // CI machines have 2 cores; more workers only fight over them and the database. Never fewer than 2: with one, jest
  // runs every file in its own process, whose heap grows file by file until it runs out (a 2-core machine's `npm test`
  // died at 3.6 GB); workers are replaced instead (workerIdleMemoryLimit).
  maxWorkers: process.env.CI ? 2 : Math.max(2, Math.floor(availableParallelism() / 2)),
  // A worker that holds this much between files is replaced by a fresh one (the browser tests' servers, pg pools and
  // module registries add up over a couple of hundred files).
  workerIdleMemoryLimit: '1536MB',
  // A global option (projects ignore it): real databases and browsers need more than jest's 5 s.
  // Browser tests raise it further in e2e/setup.ts.
  testTimeout: 30000,
  projects: [
    {
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api', '<rootDir>/validation', '<rootDir>/rules', '<rootDir>/scripts'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(tsx?|js)$': swc },
      // The ES-module-only packages above: compile those, leave the rest alone.
      transformIgnorePatterns: [ESM_ONLY],
      globalSetup: '<rootDir>/api/test/global-setup.ts',
      globalTeardown: '<rootDir>/api/test/global-teardown.ts',
      setupFiles: ['reflect-metadata'],
    },
    {
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      roots: ['<rootDir>/web/src'],
      testMatch: ['**/*.test.tsx', '**/*.test.ts'],
      transform: { '^.+\\.(tsx?|jsx?|mjs|cjs)$': swc },
      // Some of msw's dependencies ship only ES modules (.mjs): compile those, leave CommonJS alone.
      transformIgnorePatterns: ['/node_modules/(?!(until-async)/).+\\.(js|cjs|json)$'],
      moduleNameMapper: { '\\.(css|woff2?)$': '<rootDir>/web/test/style-stub.js' },
      setupFilesAfterEnv: ['<rootDir>/web/test/setup.ts'],
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/e2e'],
      testMatch: ['**/*.e2e.ts'],
      transform: { '^.+\\.(tsx?|js)$': swc },
      transformIgnorePatterns: [ESM_ONLY],
      globalSetup: '<rootDir>/api/test/global-setup.ts',
      globalTeardown: '<rootDir>/api/test/global-teardown.ts',
      setupFiles: ['reflect-metadata'],
      setupFilesAfterEnv: ['<rootDir>/e2e/setup.ts'],
    },
  ],
};

export default config;
