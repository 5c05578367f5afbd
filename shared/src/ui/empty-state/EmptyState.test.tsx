import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { Button } from '../button/Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows icon, title, text and action', async () => {
    const onCreate = jest.fn();
    const { user } = await renderWithProviders(
      <EmptyState icon="🏆" title="No teams yet" text="Create a team to apply to tournaments." action={<Button onClick={onCreate}>Create team</Button>} />,
    );
    expect(screen.getByRole('heading', { name: 'No teams yet' })).toBeInTheDocument();
    expect(screen.getByText('Create a team to apply to tournaments.')).toBeInTheDocument();
    expect(screen.getByText('🏆')).toHaveAttribute('aria-hidden', 'true');
    await user.click(screen.getByRole('button', { name: 'Create team' }));
    expect(onCreate).toHaveBeenCalled();
  });

  it('shows only the title when that is all it has', async () => {
    const { container } = await renderWithProviders(<EmptyState title="Nothing found" />);
    expect(screen.getByRole('heading', { name: 'Nothing found' })).toBeInTheDocument();
    expect(container.querySelectorAll('p')).toHaveLength(0);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('takes the page heading level when it is the whole page', async () => {
    await renderWithProviders(<EmptyState title="Tournament not found" titleAs="h1" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Tournament not found' })).toBeInTheDocument();
  });
});
