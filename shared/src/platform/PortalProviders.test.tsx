import { act, render, screen } from '@testing-library/react';
import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { createStore, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import { roleNameAtom } from '@portal/shared/state';
import { prepareI18n } from '@portal/shared/testing';
import { toast } from '@portal/shared/ui';
import { PortalProviders } from './PortalProviders';
import { queryClient as pageQueryClient } from './query-client';

function Probe({ client }: { client: QueryClient }) {
  const role = useAtomValue(roleNameAtom);
  const theme = useTheme();
  const { t } = useTranslation('ui');
  return (
    <p>
      {String(useQueryClient() === client)} {role} {theme.colors.primary} {t('modal.close')}
    </p>
  );
}

describe('PortalProviders', () => {
  beforeAll(() => prepareI18n('en'));

  it('provides the page singletons by default and shows toasts', () => {
    render(
      <PortalProviders>
        <Probe client={pageQueryClient} />
      </PortalProviders>,
    );
    expect(screen.getByText(/^true/)).toHaveTextContent('true #ffb200 Close');
    act(() => {
      toast.success('Saved');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => toast.clear());
  });

  it('takes another QueryClient and store (tests)', () => {
    const client = new QueryClient();
    const store = createStore();
    store.set(roleNameAtom, 'streamer');
    render(
      <PortalProviders queryClient={client} store={store}>
        <Probe client={client} />
      </PortalProviders>,
    );
    expect(screen.getByText(/^true/)).toHaveTextContent('true streamer');
  });
});
