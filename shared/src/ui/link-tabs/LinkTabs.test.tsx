import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { LinkTabs } from './LinkTabs';

const tabs = [
  { id: 'privacy-policy', label: 'Privacy', to: '/en/agreements?docId=privacy-policy' },
  { id: 'user-agreement', label: 'Terms', to: '/en/agreements?docId=user-agreement' },
];

describe('LinkTabs', () => {
  it('renders each tab as its own address and marks the current one', async () => {
    await renderWithProviders(<LinkTabs label="Documents" tabs={tabs} active="user-agreement" />, { route: '/en/agreements' });
    expect(screen.getByRole('navigation', { name: 'Documents' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/en/agreements?docId=privacy-policy');
    expect(screen.getByRole('link', { name: 'Privacy' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('aria-current', 'page');
  });

  it('follows a tab link through the router', async () => {
    const { user, location } = await renderWithProviders(<LinkTabs label="Documents" tabs={tabs} active={null} look="chips" />, {
      route: '/en/agreements',
    });
    await user.click(screen.getByRole('link', { name: 'Terms' }));
    expect(location().search).toBe('?docId=user-agreement');
  });
});

describe('LinkTabs on a narrow screen', () => {
  afterEach(() => jest.restoreAllMocks());

  it('fades the end of a strip that hides tabs there', async () => {
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(500);
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    await renderWithProviders(<LinkTabs label="Documents" tabs={tabs} active="privacy-policy" />, { route: '/en/agreements' });
    const strip = screen.getByRole('navigation', { name: 'Documents' }).querySelector('ul');
    expect(strip).toHaveAttribute('data-more-end');
    expect(strip).not.toHaveAttribute('data-more-start');
  });
});
