import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { useLocale, useLocalizedPath } from './use-locale';

function Probe() {
  const locale = useLocale();
  const localized = useLocalizedPath();
  return (
    <p>
      {locale} {localized('/my-teams')} {localized('/')}
    </p>
  );
}

describe('useLocale and useLocalizedPath', () => {
  it('read ru from a path without prefix and keep ru links bare', async () => {
    await renderWithProviders(<Probe />, { route: '/News' });
    expect(screen.getByText('ru /my-teams /')).toBeInTheDocument();
  });

  it('read the prefix and prefix links with it', async () => {
    await renderWithProviders(<Probe />, { route: '/tr/News' });
    expect(screen.getByText('tr /tr/my-teams /tr')).toBeInTheDocument();
  });
});
