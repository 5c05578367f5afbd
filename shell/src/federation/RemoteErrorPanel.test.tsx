import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { RemoteErrorPanel } from './RemoteErrorPanel';

const setOnline = (online: boolean) => {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
};

afterEach(() => jest.restoreAllMocks());

describe('RemoteErrorPanel', () => {
  it('says the section is unavailable while the device is online', async () => {
    const retry = jest.fn();
    await renderWithProviders(<RemoteErrorPanel remote="mfe-teams" onRetry={retry} />, { locale: 'en' });
    expect(screen.getByTestId('remote-error')).toHaveTextContent('This section is temporarily unavailable');
    expect(retry).not.toHaveBeenCalled();
  });

  it('says "No connection" while offline and tries again by itself once the connection is back', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const retry = jest.fn();
    await renderWithProviders(<RemoteErrorPanel remote="mfe-teams" onRetry={retry} />);
    const panel = screen.getByTestId('remote-error');
    expect(panel).toHaveTextContent('Нет соединения');
    expect(panel).not.toHaveTextContent('Раздел временно недоступен');
    expect(panel).toHaveAttribute('data-offline', 'true');
    expect(retry).not.toHaveBeenCalled();
    setOnline(true);
    expect(panel).toHaveTextContent('Раздел временно недоступен');
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('switches to "No connection" when the device goes offline after the failure', async () => {
    const retry = jest.fn();
    await renderWithProviders(<RemoteErrorPanel remote="mfe-content" onRetry={retry} />, { locale: 'kk' });
    setOnline(false);
    expect(screen.getByTestId('remote-error')).toHaveTextContent('Байланыс жоқ');
    expect(retry).not.toHaveBeenCalled();
  });
});
