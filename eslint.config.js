import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import { REMOTE_NAMES as REMOTES } from './shared/src/contracts/apps.js';
import { kitPlugin } from './tooling/eslint/kit-copies.js';
import { roomsPlugin } from './tooling/eslint/feature-rooms.js';

const CLIENT_ONLY_SHARED = ['ui', 'sign-in-ui', 'rich-text', 'comments', 'forms', 'platform', 'api-client', 'state', 'i18n', 'testing'].map((p) => `@portal/shared/${p}`);

/** Queries render their results in a transition: apps and shared code take useQuery from @portal/shared/api-client. */
const deferredUseQuery = {
  name: '@tanstack/react-query',
  importNames: ['useQuery'],
  message: 'Import useQuery from @portal/shared/api-client: its results render in a transition instead of one blocking render.',
};

/** Files of one app may not import another app (remotes never import each other or the shell). */
const appBoundary = (app) => {
  const others = ['shell', 'api', ...REMOTES].filter((a) => a !== app);
  return {
    files: [`${app}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [deferredUseQuery],
          patterns: [
            {
              // A remote's own src/api folder (its query hooks) is not the API app: for it, '/api' (anchored)
              // and '**/api/src/**' stand in for the bare name, which would match any 'api' path segment.
              group: others.flatMap((o) => (o === 'api' ? ['/api', '/api/*', '@portal/api', '@portal/api/*', '**/api/src/**'] : [o, `${o}/*`, `**/${o}/**`])),
              message: 'Apps never import each other: share code through @portal/shared or the shell platform.',
            },
            { group: ['**/shared/src/**'], message: 'Import @portal/shared/<entry> instead of its source files.' },
            ...(app === 'api' ? [] : [{ group: ['@portal/shared/contracts/responses'], message: 'The response schemas are for the API and tests: front-end code imports the contract types from @portal/shared/contracts.' }]),
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
          { group: [...CLIENT_ONLY_SHARED, '**/ui/**', '**/sign-in-ui/**', '**/rich-text/**', '**/comments/**', '**/forms/**', '**/platform/**', '**/api-client/**', '**/state/**', '**/i18n/**'], message: 'Core shared code may not depend on client-only shared code.' },
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

/**
 * Layers of api/src, lowest first: a file may import its own layer and the layers below it, never one above
 * (the seed and prepare code included). Every product file must sit in a layer; a module folder never
 * imports another module (what two modules need goes down a layer); the test helpers in api/test-support
 * are for tests only. Paths are relative to api/src; the first matching prefix decides.
 */
const API_SRC = resolve(dirname(fileURLToPath(import.meta.url)), 'api', 'src');
const API_TEST_SUPPORT = resolve(API_SRC, '..', 'test-support');
const API_LAYERS = [
  { layer: 'config', paths: ['config/'] },
  { layer: 'data setup (seed, prepare)', paths: ['db/seed/', 'db/prepare.ts'] },
  { layer: 'db', paths: ['db/'] },
  { layer: 'infrastructure (http, i18n, drivers, realtime, sessions, media, static)', paths: ['http/', 'i18n/', 'drivers/', 'realtime/', 'sessions/', 'media/', 'static/'] },
  { layer: 'plugins', paths: ['plugins/'] },
  { layer: 'services', paths: ['services/'] },
  { layer: 'modules', paths: ['modules/'] },
  { layer: 'app', paths: ['app.ts', 'server.ts'] },
];
const API_LAYER_ORDER = ['config', 'db', 'infrastructure (http, i18n, drivers, realtime, sessions, media, static)', 'data setup (seed, prepare)', 'plugins', 'services', 'modules', 'app'];

/** Layer of an absolute path inside api/src (without extension or with), or null. */
function apiLayerOf(absolute) {
  const path = relative(API_SRC, absolute).split(sep).join('/');
  if (path.startsWith('../')) return null;
  const candidates = [path, `${path}.ts`, `${path}/index.ts`];
  for (const { layer, paths } of API_LAYERS) {
    if (paths.some((prefix) => candidates.some((c) => (prefix.endsWith('/') ? c.startsWith(prefix) : c === prefix)))) return layer;
  }
  return null;
}
const apiModuleOf = (absolute) => /^modules\/([^/]+)/.exec(relative(API_SRC, absolute).split(sep).join('/'))?.[1] ?? null;

const apiLayersPlugin = {
  rules: {
    layers: {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          upward: "api/src layers: '{{from}}' may not import '{{to}}' (a higher layer). Order, lowest first: {{order}}.",
          crossModule: "api/src: module '{{from}}' may not import module '{{to}}'; move what both need down a layer.",
          testSupport: 'Product code never imports the test helpers of api/test-support.',
          unplaced: 'This file is in no layer of api/src: add its folder to API_LAYERS in eslint.config.js.',
        },
      },
      create(context) {
        const file = context.filename;
        const from = apiLayerOf(file);
        const check = (node) => {
          const spec = node.source?.value;
          if (typeof spec !== 'string' || !spec.startsWith('.')) return;
          const target = resolve(dirname(file), spec);
          if (target === API_TEST_SUPPORT || target.startsWith(API_TEST_SUPPORT + sep)) {
            context.report({ node: node.source, messageId: 'testSupport' });
            return;
          }
          const to = apiLayerOf(target);
          if (!from || !to) return;
          if (API_LAYER_ORDER.indexOf(to) > API_LAYER_ORDER.indexOf(from)) {
            context.report({ node: node.source, messageId: 'upward', data: { from, to, order: API_LAYER_ORDER.join(' < ') } });
            return;
          }
          const [fromModule, toModule] = [apiModuleOf(file), apiModuleOf(target)];
          if (fromModule && toModule && fromModule !== toModule) context.report({ node: node.source, messageId: 'crossModule', data: { from: fromModule, to: toModule } });
        };
        return {
          Program(node) {
            if (!from) context.report({ node, messageId: 'unplaced' });
          },
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
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
    // The form and feedback kit lives once, in shared: no app writes its own (tooling/eslint/kit-copies.js).
    files: ['shell', ...REMOTES].map((app) => `${app}/**/*.{ts,tsx}`),
    plugins: { kit: kitPlugin },
    rules: { 'kit/no-copies': 'error' },
  },
  {
    // Inside each app: features depend one way (src/features/order.json), pages only compose features and never
    // import each other (tooling/eslint/feature-rooms.js).
    files: ['shell', ...REMOTES].map((app) => `${app}/src/**/*.{ts,tsx}`),
    plugins: { rooms: roomsPlugin },
    rules: { 'rooms/direction': 'error' },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [deferredUseQuery], patterns: [sharedNeverImportsApps] }] },
  },
  {
    // The federation singletons are loaded whole on every page: the sign-in widgets and the phone metadata stay out.
    files: ['shared/src/{ui,platform,state,i18n,api-client}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [deferredUseQuery],
          patterns: [
            sharedNeverImportsApps,
            { group: ['@portal/shared/sign-in-ui', '**/sign-in-ui/**', 'libphonenumber-js', 'libphonenumber-js/*'], message: 'Singleton entries load on every page: sign-in widgets and phone metadata live in @portal/shared/sign-in-ui.' },
            { group: ['@portal/shared/rich-text', '**/rich-text/**', 'dompurify'], message: 'Singleton entries load on every page: DOMPurify and the rich-text view live in @portal/shared/rich-text.' },
            { group: ['@portal/shared/comments', '**/comments/**'], message: 'Singleton entries load on every page: the comment threads live in @portal/shared/comments.' },
            { group: ['@portal/shared/forms', '**/forms/**', '@hookform/*'], message: 'Singleton entries load on every page: the form hook and its resolver live in @portal/shared/forms.' },
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
    // api/src layers (see API_LAYERS): product files only; tests may build the whole app and use api/test-support.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.test.ts'],
    plugins: { 'api-layers': apiLayersPlugin },
    rules: { 'api-layers/layers': 'error' },
  },
  {
    files: ['scripts/**/*.mjs', 'tooling/**/*.{ts,cjs,js}', '**/*.config.{js,ts}', 'e2e/**/*.ts', '**/bench/**/*.ts'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
);
