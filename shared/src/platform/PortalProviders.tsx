import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { Store } from 'jotai/vanilla';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { portalStore } from '@portal/shared/state';
import { i18n as pageI18n } from '@portal/shared/i18n';
import type { i18n as I18n } from 'i18next';
import { theme, ToastProvider } from '@portal/shared/ui';
import { queryClient as pageQueryClient } from './query-client';

export interface PortalProvidersProps {
  children: ReactNode;
  /** The page's QueryClient unless given (tests pass a fresh one). */
  queryClient?: QueryClient;
  /** The page's jotai store unless given (tests pass a fresh one). */
  store?: Store;
  /** The page's i18next instance unless given (the page server gives one per request). */
  i18n?: I18n;
}

/**
 * Providers of every stateful singleton, plus the toast viewport; the shell wraps the page in it, and so
 * do standalone remotes and renderWithProviders.
 */
export function PortalProviders({ children, queryClient = pageQueryClient, store = portalStore, i18n = pageI18n }: PortalProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <I18nextProvider i18n={i18n}>
          <ThemeProvider theme={theme}>
            <ToastProvider>{children}</ToastProvider>
          </ThemeProvider>
        </I18nextProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
