import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { Checkbox } from './Checkbox';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

describe('form fields', () => {
  it('labels a text input and ties its error and hint to it', async () => {
    const { user } = await renderWithProviders(<TextField label="Team name" hint="4 to 25 characters" error="Enter a team name" name="name" />);
    const input = screen.getByRole('textbox', { name: 'Team name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a team name 4 to 25 characters');
    await user.type(input, 'Wolves');
    expect(input).toHaveValue('Wolves');
  });

  it('is not invalid without an error', async () => {
    await renderWithProviders(<TextField label="Nickname" hint="As in the game" />);
    const input = screen.getByRole('textbox', { name: 'Nickname' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('As in the game');
  });

  it('passes the ref through (react-hook-form register)', async () => {
    const ref = { current: null as HTMLInputElement | null };
    await renderWithProviders(<TextField label="Email" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });

  it('labels a select with a placeholder choice and an error', async () => {
    const onChange = jest.fn();
    const { user } = await renderWithProviders(
      <SelectField
        label="Game"
        placeholder="Choose a game"
        options={[
          { value: '1', label: 'PUBG Mobile' },
          { value: '3', label: 'MLBB' },
        ]}
        error="Choose a game"
        onChange={(e) => onChange(e.target.value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Game' });
    expect(select).toHaveAccessibleDescription('Choose a game');
    await user.selectOptions(select, 'MLBB');
    expect(onChange).toHaveBeenCalledWith('3');
  });

  it('labels a checkbox and shows its error', async () => {
    const { user } = await renderWithProviders(<Checkbox label="I have read the privacy policy" error="Required" />);
    const box = screen.getByRole('checkbox', { name: 'I have read the privacy policy' });
    expect(box).toHaveAccessibleDescription('Required');
    await user.click(screen.getByText('I have read the privacy policy'));
    expect(box).toBeChecked();
  });
});
