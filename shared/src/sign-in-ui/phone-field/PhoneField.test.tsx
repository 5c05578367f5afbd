import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@portal/shared/ui';
import { PhoneField, phoneCountryOptions } from './PhoneField';

describe('phone field', () => {
  it('lists KZ, KG, UZ, UA, RU, BY first, then the rest by name in the interface language, with calling codes', () => {
    const options = phoneCountryOptions('en');
    expect(options.slice(0, 6).map((o) => o.value)).toEqual(['kz', 'kg', 'uz', 'ua', 'ru', 'by']);
    expect(options[0]?.label).toBe('Kazakhstan (+7)');
    const rest = options.slice(6).map((o) => o.label);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    expect(phoneCountryOptions('ru')[0]?.label).toBe('Казахстан (+7)');
  });

  it('offers the preferred countries (uz, kz, ru, kg) in a group above the full list', () => {
    render(
      <ThemeProvider theme={theme}>
        <PhoneField
          label="Phone"
          countryLabel="Country"
          locale="en"
          country="kz"
          selectProps={{ defaultValue: 'kz' }}
          inputProps={{ name: 'phone' }}
          preferred={{ countries: ['uz', 'kz', 'ru', 'kg'], label: 'Preferred', allLabel: 'All countries' }}
        />
      </ThemeProvider>,
    );
    const groups = screen.getByRole('combobox', { name: 'Country' }).querySelectorAll('optgroup');
    expect([...groups].map((group) => group.label)).toEqual(['Preferred', 'All countries']);
    expect([...(groups[0]?.querySelectorAll('option') ?? [])].map((option) => option.value)).toEqual(['uz', 'kz', 'ru', 'kg']);
    expect([...(groups[1]?.querySelectorAll('option') ?? [])].slice(0, 6).map((option) => option.value)).toEqual(['kz', 'kg', 'uz', 'ua', 'ru', 'by']);
  });

  it('shows the number with the calling code of the chosen country as placeholder and its error', () => {
    render(
      <ThemeProvider theme={theme}>
        <PhoneField label="Phone" countryLabel="Country" locale="en" country="uz" selectProps={{ defaultValue: 'uz' }} inputProps={{ name: 'phone' }} error="Wrong number" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('uz');
    const input = screen.getByLabelText('Phone');
    expect(input).toHaveAttribute('placeholder', '+998');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAccessibleDescription('Wrong number');
  });
});
