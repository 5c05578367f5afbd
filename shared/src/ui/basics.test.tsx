import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { Button } from './button/Button';
import { Card } from './card/Card';
import { PageTitle, SectionHeader } from './heading/PageTitle';
import { Spinner } from './spinner/Spinner';

describe('basic building blocks', () => {
  it('Button is a non-submitting button unless told otherwise', async () => {
    await renderWithProviders(
      <form>
        <Button>Cancel</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });

  it('Spinner is a status named "loading" in each language', async () => {
    await renderWithProviders(<Spinner />, { locale: 'kk' });
    expect(screen.getByRole('status', { name: 'Жүктелуде' })).toBeInTheDocument();
  });

  it('Card shows its title and content', async () => {
    await renderWithProviders(<Card title="Wolves">5 members</Card>);
    expect(screen.getByRole('heading', { name: 'Wolves', level: 3 })).toBeInTheDocument();
    expect(screen.getByText('5 members')).toBeInTheDocument();
  });

  it('PageTitle is the h1 and SectionHeader an h2, with subtitle and actions', async () => {
    await renderWithProviders(
      <>
        <PageTitle subtitle="Season 3" actions={<Button>Apply</Button>}>
          Tournaments
        </PageTitle>
        <SectionHeader>Groups</SectionHeader>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeInTheDocument();
    expect(screen.getByText('Season 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Groups' })).toBeInTheDocument();
  });
});
