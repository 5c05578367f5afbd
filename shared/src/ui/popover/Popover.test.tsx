import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { Popover } from './Popover';

const setup = () =>
  renderWithProviders(
    <>
      <Popover label="Rules">
        <p>Teams of 4 players.</p>
        <a href="#rules">Read all rules</a>
      </Popover>
      <p>Elsewhere</p>
    </>,
  );

describe('Popover', () => {
  it('opens from its button, named by it, with focus inside', async () => {
    const { user } = await setup();
    const trigger = screen.getByRole('button', { name: 'Rules' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Rules' });
    expect(dialog).toHaveTextContent('Teams of 4 players.');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Read all rules' })).toHaveFocus();
    await user.click(trigger);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape with focus back on the button', async () => {
    const { user } = await setup();
    const trigger = screen.getByRole('button', { name: 'Rules' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('closes on a click outside, not on a click inside', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Rules' }));
    await user.click(screen.getByText('Teams of 4 players.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
