/**
 * The share scope the page server gives every remote's server container: the renderer's own copies of the
 * portal's singletons (tooling/federation/shared-deps.ts), so a remote's page renders with the same React,
 * router, query client, i18n, jotai, styled-components and @portal/shared as the frame around it.
 */
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactRouter from 'react-router';
// The whole module is the singleton every remote shares (pages import useQuery from @portal/shared/api-client).
// eslint-disable-next-line no-restricted-imports
import * as ReactQuery from '@tanstack/react-query';
import * as QueryCore from '@tanstack/query-core';
import * as Jotai from 'jotai';
import * as JotaiVanilla from 'jotai/vanilla';
import * as JotaiUtils from 'jotai/utils';
import * as I18next from 'i18next';
import * as ReactI18next from 'react-i18next';
import * as StyledComponents from 'styled-components';
import * as Dayjs from 'dayjs';
import * as DayjsUtc from 'dayjs/plugin/utc.js';
import * as DayjsTimezone from 'dayjs/plugin/timezone.js';
import * as Platform from '@portal/shared/platform';
import * as State from '@portal/shared/state';
import * as I18n from '@portal/shared/i18n';
import * as ApiClient from '@portal/shared/api-client';
import * as Ui from '@portal/shared/ui';

// Build constant of the shell's server build (tooling/rspack/create-server-config.ts): share key -> version.
declare const __SHARED_VERSIONS__: Record<string, string>;

// Unset outside the build (tests): the versions are then not checked (requiredVersion: false below).
const VERSIONS: Record<string, string> = typeof __SHARED_VERSIONS__ === 'undefined' ? {} : __SHARED_VERSIONS__;
const MODULES: Record<string, { version: string; module: unknown }> = {};
const versionOf = (key: string) => VERSIONS[key] ?? VERSIONS[`${key.split('/')[0] ?? key}/`] ?? '0.0.0';
const provide = (key: string, module: unknown, versionKey = key) => {
  MODULES[key] = { version: versionOf(versionKey), module };
};

provide('react', React);
provide('react/jsx-runtime', ReactJsxRuntime, 'react');
provide('react-dom', ReactDom);
provide('react-router', ReactRouter);
provide('@tanstack/react-query', ReactQuery);
provide('@tanstack/query-core', QueryCore);
provide('jotai', Jotai);
provide('jotai/vanilla', JotaiVanilla, 'jotai');
provide('jotai/utils', JotaiUtils, 'jotai');
provide('i18next', I18next);
provide('react-i18next', ReactI18next);
provide('styled-components', StyledComponents);
provide('dayjs', Dayjs);
provide('dayjs/plugin/utc.js', DayjsUtc, 'dayjs');
provide('dayjs/plugin/timezone.js', DayjsTimezone, 'dayjs');
provide('@portal/shared/platform', Platform);
provide('@portal/shared/state', State);
provide('@portal/shared/i18n', I18n);
provide('@portal/shared/api-client', ApiClient);
provide('@portal/shared/ui', Ui);

/** The `shared` option of a federation instance: every singleton, already loaded (a module, not a factory). */
export function sharedScope() {
  return Object.fromEntries(
    Object.entries(MODULES).map(([key, { version, module }]) => [
      key,
      { version, scope: 'default', lib: () => module, shareConfig: { singleton: true, requiredVersion: false as const } },
    ]),
  );
}
