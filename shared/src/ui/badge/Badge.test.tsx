import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { Badge, StatusBadge } from './Badge';

describe('badges', () => {
  it('labels team statuses in the current language', async () => {
    await renderWithProviders(
      <>
        <StatusBadge status="accepted" />
        <StatusBadge status="rejected" />
        <StatusBadge status="await" />
      </>,
      { locale: 'en' },
    );
    expect(screen.getByText('Accepted')).toHaveAttribute('data-variant', 'accepted');
    expect(screen.getByText('Rejected')).toHaveAttribute('data-variant', 'rejected');
    expect(screen.getByText('Pending')).toHaveAttribute('data-variant', 'pending');
  });

  it('uses Russian by default and takes free text', async () => {
    await renderWithProviders(
      <>
        <StatusBadge status="await" />
        <Badge>Division 1</Badge>
      </>,
    );
    expect(screen.getByText('На рассмотрении')).toBeInTheDocument();
    expect(screen.getByText('Division 1')).toHaveAttribute('data-variant', 'neutral');
  });
});
