import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('announces loading once and hides its shapes', async () => {
    const { container } = await renderWithProviders(<Skeleton lines={3} />, { locale: 'en' });
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading content');
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
  });

  it('draws a circle for avatars', async () => {
    const { container } = await renderWithProviders(<Skeleton circle={40} />);
    const circle = container.querySelector('[aria-hidden="true"]');
    expect(circle).toHaveStyle({ width: '40px', height: '40px', borderRadius: '50%' });
  });
});
