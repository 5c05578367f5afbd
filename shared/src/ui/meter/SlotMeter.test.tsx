import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { SlotMeter, slotMeterTone } from './SlotMeter';

describe('SlotMeter', () => {
  it('says the places taken to a screen reader and fills its share of the bar', async () => {
    await renderWithProviders(<SlotMeter taken={12} total={32} label="12 of 32 teams" />);
    const meter = screen.getByRole('meter', { name: '12 of 32 teams' });
    expect(meter).toHaveAttribute('aria-valuenow', '12');
    expect(meter).toHaveAttribute('aria-valuemax', '32');
    expect(meter).toHaveAttribute('data-tone', 'open');
    expect(meter.firstElementChild).toHaveStyle({ width: '37.5%' });
  });

  it('turns to filling from four fifths and to full when no place is left (never past the end)', async () => {
    expect(slotMeterTone(26, 32)).toBe('filling');
    expect(slotMeterTone(25, 32)).toBe('open');
    expect(slotMeterTone(32, 32)).toBe('full');
    expect(slotMeterTone(0, 0)).toBe('full');
    await renderWithProviders(<SlotMeter taken={40} total={32} label="40 of 32" />);
    const meter = screen.getByRole('meter', { name: '40 of 32' });
    expect(meter).toHaveAttribute('aria-valuenow', '32');
    expect(meter.firstElementChild).toHaveStyle({ width: '100.0%' });
  });
});
