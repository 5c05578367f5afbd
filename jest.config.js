/**
 * One jest run for the whole repo, one project per package (and per environment inside shared).
 * `npm test` runs it with coverage; the domain and schema code must stay at 95% lines and branches.
 */
import { REMOTE_NAMES, HOST_APP } from './shared/src/contracts/apps.js';

const swc = ['@swc/jest', { swcrc: false, ...(await import('./tooling/jest/swc.config.cjs')).default }];
const transform = { '^.+\\.(t|j|mj)sx?$': swc };
const transformIgnorePatterns = ['/node_modules/(?!(react-router|@remix-run|cookie-es|jotai|valibot|jose|temporal-polyfill|temporal-utils)/)'];
const moduleNameMapper = { '\\.(png|jpe?g|gif|webp|svg|ico|woff2?)$': '<rootDir>/../tooling/jest/file-stub.cjs' };
const setupFiles = ['<rootDir>/../tooling/jest/globals.cjs', '<rootDir>/../tooling/jest/setup-dom.cjs'];

const domProject = (name, rootDir, extra = {}) => ({
  displayName: name,
  rootDir,
  testEnvironment: '<rootDir>/../tooling/jest/jsdom-with-fetch.mjs',
  transform,
  transformIgnorePatterns,
  moduleNameMapper,
  setupFiles,
  setupFilesAfterEnv: ['<rootDir>/../tooling/jest/setup-dom-after-env.cjs'],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  ...extra,
});

const nodeProject = (name, rootDir, extra = {}) => ({
  displayName: name,
  rootDir,
  testEnvironment: 'node',
  transform,
  transformIgnorePatterns,
  setupFiles: ['<rootDir>/../tooling/jest/globals.cjs'],
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  ...extra,
});

const CORE = ['domain', 'schemas', 'contracts', 'constants'];

export default {
  projects: [
    nodeProject('shared-core', 'shared', {
      testMatch: CORE.map((dir) => `<rootDir>/src/${dir}/**/*.test.ts`),
    }),
    domProject('shared-client', 'shared', {
      testMatch: ['api-client', 'state', 'i18n', 'ui', 'sign-in-ui', 'rich-text', 'comments', 'forms', 'platform', 'testing'].map((dir) => `<rootDir>/src/${dir}/**/*.test.{ts,tsx}`),
    }),
    ...[HOST_APP.name, ...REMOTE_NAMES].map((app) => domProject(app, app)),
    // The build's modules import shared constants as ESM (with their .js extension); the sources are .ts.
    nodeProject('tooling', 'tooling', { testMatch: ['<rootDir>/**/*.test.ts'], moduleNameMapper: { '^(\\.{1,2}/.*/shared/src/.*)\\.js$': '$1' } }),
    nodeProject('api', 'api', {
      // The benches' own checks have their tests next to them.
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/bench/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/test-support/setup-timeout.ts'],
      // PGlite's CommonJS build loads its WASM with `await import('fs/promises')`, which jest's VM refuses
      // without --experimental-vm-modules: swc rewrites those imports to require() (hence .cjs too).
      transform: { '^.+\\.(t|j|mj|cj)sx?$': swc },
      transformIgnorePatterns: ['/node_modules/(?!(valibot|jose|@electric-sql/pglite|content-disposition|cookie|htmlparser2|domhandler|domutils|dom-serializer|entities|domelementtype)/)'],
    }),
  ],
  collectCoverageFrom: [
    'shared/src/domain/**/*.ts',
    'shared/src/schemas/**/*.ts',
    '!**/*.test.ts',
    '!**/index.ts',
  ],
  coverageThreshold: {
    './shared/src/domain/': { lines: 95, branches: 95 },
    './shared/src/schemas/': { lines: 95, branches: 95 },
  },
  coverageReporters: ['text-summary'],
};
