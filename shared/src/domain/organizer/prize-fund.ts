import { PRIZE_CURRENCY_SIGNS, type PrizeCurrency } from '@portal/shared/constants';

/**
 * The prize fund as the tournament shows it (prize_fond): the amount in groups of three digits with spaces
 * and the currency's sign after it, '1 500 000 ₸' (the demo world's style). Null without an amount.
 */
export function formatPrizeFund(amount: number | null, currency: PrizeCurrency | null): string | null {
  if (amount === null || !Number.isFinite(amount)) return null;
  const digits = String(Math.trunc(Math.abs(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return currency ? `${digits} ${PRIZE_CURRENCY_SIGNS[currency]}` : digits;
}
