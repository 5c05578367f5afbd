import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import AgreementsPage from './AgreementsPage';

const shown = () => screen.getByRole('article');
const tabs = (name = 'Documents') => screen.getByRole('navigation', { name });

describe('/agreements', () => {
  it('shows the privacy policy by default, split at its numbered clauses', async () => {
    await renderWithProviders(<AgreementsPage />, { route: '/en/agreements', namespaces: ['documents'] });
    expect(shown()).toHaveAttribute('data-document', 'privacy-policy');
    expect(within(shown()).getByRole('heading', { level: 2, name: 'Privacy policy' })).toBeInTheDocument();
    const sections = within(shown()).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(sections[0]).toBe('1. General provisions');
    expect(sections).toHaveLength(8);
    expect(within(shown()).getByText('1.1.')).toBeInTheDocument();
    expect(within(tabs()).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['user-agreement', 'User agreement'],
    ['cookie-policy', 'Cookie policy'],
    ['unknown-document', 'Privacy policy'],
  ])('picks the document from docId=%s', async (docId, title) => {
    await renderWithProviders(<AgreementsPage />, { route: `/en/agreements?docId=${docId}`, namespaces: ['documents'] });
    expect(within(shown()).getByRole('heading', { level: 2 })).toHaveTextContent(title);
  });

  it('switches documents through the tabs, keeping the locale', async () => {
    const { user, location } = await renderWithProviders(<AgreementsPage />, { route: '/tr/agreements', namespaces: ['documents'] });
    expect(within(tabs('Belgeler')).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/tr/agreements?docId=privacy-policy',
      '/tr/agreements?docId=user-agreement',
      '/tr/agreements?docId=cookie-policy',
    ]);
    await user.click(within(tabs('Belgeler')).getByRole('link', { name: 'Kullanıcı sözleşmesi' }));
    expect(location().search).toBe('?docId=user-agreement');
    expect(shown()).toHaveAttribute('data-document', 'user-agreement');
    expect(within(shown()).getByRole('heading', { level: 3, name: '4. Davranış' })).toBeInTheDocument();
  });
});
