import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('shows on hover and describes its element', async () => {
    const { user } = await renderWithProviders(
      <Tooltip content="Documents are missing">
        <button type="button">Player</button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Player' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(button);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Documents are missing');
    expect(button).toHaveAccessibleDescription('Documents are missing');
    await user.unhover(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows on keyboard focus and hides on Escape and blur', async () => {
    const { user } = await renderWithProviders(
      <>
        <Tooltip content="Copy the invite link">
          <button type="button">Copy</button>
        </Tooltip>
        <button type="button">Next</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copy the invite link');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.tab({ shift: true });
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
