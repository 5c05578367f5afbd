import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { portalStore } from '@portal/shared/state';
import { i18n } from '@portal/shared/i18n';
import { theme } from '@portal/shared/ui';
import { queryClient } from './query-client';

/** Providers of every stateful singleton; the shell wraps the page in it, and so do standalone remotes. */
export function PortalProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={portalStore}>
        <I18nextProvider i18n={i18n}>
          <ThemeProvider theme={theme}>{children}</ThemeProvider>
        </I18nextProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
