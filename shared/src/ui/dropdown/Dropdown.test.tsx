import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { Dropdown } from './Dropdown';

const setup = async (onSelect = jest.fn()) => {
  const items = [
    { id: 'profile', label: 'Profile', onSelect: () => onSelect('profile') },
    { id: 'teams', label: 'Teams', onSelect: () => onSelect('teams'), disabled: true },
    { id: 'exit', label: 'Exit', onSelect: () => onSelect('exit') },
  ];
  const result = await renderWithProviders(
    <>
      <Dropdown label="Account" items={items} />
      <p>Outside</p>
    </>,
  );
  return { ...result, onSelect, trigger: screen.getByRole('button', { name: /Account/ }) };
};

afterEach(() => jest.useRealTimers());

describe('Dropdown', () => {
  it('opens on click and selects an item, closing and returning focus', async () => {
    const { user, trigger, onSelect } = await setup();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu')).toHaveAttribute('id', trigger.getAttribute('aria-controls'));
    await user.click(screen.getByRole('menuitem', { name: 'Exit' }));
    expect(onSelect).toHaveBeenCalledWith('exit');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('works by keyboard: ArrowDown opens on the first item, arrows skip disabled items, Escape closes', async () => {
    const { user, trigger, onSelect } = await setup();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Exit' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Exit' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Exit' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('exit');
  });

  it('closes on Tab back onto the trigger and on a click outside', async () => {
    const { user, trigger } = await setup();
    await user.click(trigger);
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Tab}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens 300 ms after the pointer enters and closes 300 ms after it leaves', async () => {
    jest.useFakeTimers();
    const { trigger } = await setup();
    fireEvent.mouseEnter(trigger);
    act(() => jest.advanceTimersByTime(299));
    expect(screen.queryByRole('menu')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    const menu = screen.getByRole('menu');
    fireEvent.mouseLeave(trigger);
    fireEvent.mouseEnter(menu);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    fireEvent.mouseLeave(menu);
    act(() => jest.advanceTimersByTime(299));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('sets a separated item apart with a line that the arrow keys pass over', async () => {
    const onSelect = jest.fn();
    const items = [
      { id: 'edit', label: 'Edit', onSelect: () => onSelect('edit') },
      { id: 'delete', label: 'Delete', onSelect: () => onSelect('delete'), tone: 'danger' as const, separated: true },
    ];
    const { user } = await renderWithProviders(<Dropdown label="More" items={items} />);
    screen.getByRole('button', { name: /More/ }).focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu');
    expect([...menu.children].map((node) => node.getAttribute('role'))).toEqual(['menuitem', 'separator', 'menuitem']);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('delete');
  });
});
