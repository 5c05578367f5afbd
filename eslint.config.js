import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

import { REMOTE_NAMES as REMOTES } from './shared/src/contracts/apps.js';

const CLIENT_ONLY_SHARED = ['ui', 'sign-in-ui', 'platform', 'api-client', 'state', 'i18n', 'testing'].map((p) => `@portal/shared/${p}`);

/** Files of one app may not import another app (remotes never import each other or the shell). */
const appBoundary = (app) => {
  const others = ['shell', 'api', ...REMOTES].filter((a) => a !== app);
  return {
    files: [`${app}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // A remote's own src/api folder (its query hooks) is not the API app: for it, '/api' (anchored)
              // and '**/api/src/**' stand in for the bare name, which would match any 'api' path segment.
              group: others.flatMap((o) => (o === 'api' ? ['/api', '/api/*', '@portal/api', '@portal/api/*', '**/api/src/**'] : [o, `${o}/*`, `**/${o}/**`])),
              message: 'Apps never import each other: share code through @portal/shared or the shell platform.',
            },
            { group: ['**/shared/src/**'], message: 'Import @portal/shared/<entry> instead of its source files.' },
          ],
        },
      ],
    },
  };
};

/** Shared code never imports an app. */
const sharedNeverImportsApps = {
  group: ['shell', 'shell/*', 'api', 'api/*', ...REMOTES.flatMap((r) => [r, `${r}/*`]), '**/shell/**', '**/api/**', ...REMOTES.map((r) => `**/${r}/**`)],
  message: 'Shared code never imports an app.',
};

/** Domain, schema, contract and constant code is isomorphic: no React, DOM, network or client state. */
const pureCoreRules = {
  files: ['shared/src/{domain,schemas,contracts,constants}/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-router', 'react-router/*', 'styled-components', '@tanstack/*', 'jotai', 'jotai/*', 'i18next', 'react-i18next', 'react-hook-form'],
            message: 'Shared domain and schema code imports no React or client libraries.',
          },
          { group: ['node:http', 'node:https', 'node:net', 'http', 'https', 'net', 'axios', 'ky', 'ioredis', 'pg'], message: 'Shared domain and schema code does no network I/O.' },
          { group: [...CLIENT_ONLY_SHARED, '**/ui/**', '**/sign-in-ui/**', '**/platform/**', '**/api-client/**', '**/state/**', '**/i18n/**'], message: 'Core shared code may not depend on client-only shared code.' },
          { group: ['shell', 'shell/*', 'api', 'api/*', ...REMOTES.flatMap((r) => [r, `${r}/*`])], message: 'Shared code never imports an app.' },
        ],
      },
    ],
    'no-restricted-globals': [
      'error',
      ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'fetch', 'XMLHttpRequest', 'WebSocket', 'location'].map((name) => ({
        name,
        message: 'Shared domain and schema code runs on the server too: no DOM or network globals.',
      })),
    ],
  },
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.tsbuild/**', '**/coverage/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'api/drizzle/**', 'perf-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node, ...globals.jest },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...['shell', 'api', ...REMOTES].map(appBoundary),
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [sharedNeverImportsApps] }] },
  },
  {
    // The federation singletons are loaded whole on every page: the sign-in widgets and the phone metadata stay out.
    files: ['shared/src/{ui,platform,state,i18n,api-client}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            sharedNeverImportsApps,
            { group: ['@portal/shared/sign-in-ui', '**/sign-in-ui/**', 'libphonenumber-js', 'libphonenumber-js/*'], message: 'Singleton entries load on every page: sign-in widgets and phone metadata live in @portal/shared/sign-in-ui.' },
          ],
        },
      ],
    },
  },
  pureCoreRules,
  {
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: CLIENT_ONLY_SHARED, message: 'The API uses only the isomorphic entries of @portal/shared (domain, schemas, contracts, constants).' },
            { group: ['shell', 'shell/*', ...REMOTES.flatMap((r) => [r, `${r}/*`, `**/${r}/**`]), '**/shell/**'], message: 'The API never imports a front-end app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'tooling/**/*.{ts,cjs,js}', '**/*.config.{js,ts}', 'e2e/**/*.ts', '**/bench/**/*.ts'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
);
