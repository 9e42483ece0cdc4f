/** Three projects: unit (beside the code), api (supertest + real PostgreSQL), browser (Chromium on the built app). */
const transform = { '^.+\\.(t|j)sx?$': ['@swc/jest'] };
// `syllable` (the editor's English readability) ships as an ES module only: compiled like our code.
const transformIgnorePatterns = ['/node_modules/(?!syllable/)'];
const common = { transform, transformIgnorePatterns, testEnvironment: 'node', moduleFileExtensions: ['ts', 'tsx', 'js', 'json'] };

module.exports = {
  ...common,
  // Per-project testTimeout is ignored by jest 30: one generous default for hooks and tests (busy 2-core CI).
  testTimeout: 120_000,
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/client/src/**/*.spec.ts?(x)', '<rootDir>/tools/**/*.spec.ts'],
    },
    {
      ...common,
      displayName: 'api',
      testMatch: ['<rootDir>/test/api/**/*.test.ts'],
      setupFiles: ['<rootDir>/test/utils/quiet-framework-logs.ts'],
    },
    {
      ...common,
      displayName: 'browser',
      testMatch: ['<rootDir>/test/browser/**/*.test.ts'],
      setupFiles: ['<rootDir>/test/utils/quiet-framework-logs.ts'],
    },
  ],
};
