import { PRIZE_CURRENCIES, PRIZE_CURRENCY_SIGNS, type Locale, type PrizeCurrency } from '@portal/shared/constants';

/**
 * Currency units in the page's language. The sum and the som are written in Cyrillic on Russian and Kazakh
 * pages, "so‘m" and "som" on Uzbek (Latin) pages and by their codes on English and Turkish pages; the other
 * currencies keep their signs in every language.
 */
const UNITS: Record<Locale, Partial<Record<PrizeCurrency, string>>> = {
  ru: {},
  kk: {},
  uz: { UZS: 'so‘m', KGS: 'som' },
  en: { UZS: 'UZS', KGS: 'KGS' },
  tr: { UZS: 'UZS', KGS: 'KGS' },
};

export function prizeCurrencyUnit(currency: PrizeCurrency, locale: Locale = 'ru'): string {
  return UNITS[locale][currency] ?? PRIZE_CURRENCY_SIGNS[currency];
}

/**
 * The prize fund as the tournament shows it (prize_fond): the amount in groups of three digits with spaces
 * and the currency's unit after it, '1 500 000 ₸' (the demo world's style). Null without an amount. The
 * stored text is written with the Russian units; `localizePrizeFund` turns it into the page's language.
 */
export function formatPrizeFund(amount: number | null, currency: PrizeCurrency | null, locale: Locale = 'ru'): string | null {
  if (amount === null || !Number.isFinite(amount)) return null;
  const digits = String(Math.trunc(Math.abs(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return currency ? `${digits} ${prizeCurrencyUnit(currency, locale)}` : digits;
}

/** Every way a unit of each currency is written, longest first, so "so‘m" is not read as "som". */
const WRITTEN = PRIZE_CURRENCIES.flatMap((currency) =>
  [...new Set([PRIZE_CURRENCY_SIGNS[currency], ...Object.values(UNITS).map((units) => units[currency]).filter((unit): unit is string => unit !== undefined)])].map((unit) => ({ currency, unit })),
).sort((a, b) => b.unit.length - a.unit.length);

/**
 * A stored prize fund ("1 500 000 сум", as the organiser's form writes it, or the organiser's own text)
 * with a trailing currency unit rewritten in the page's language; any other text as it is.
 */
export function localizePrizeFund(text: string, locale: Locale): string {
  const trimmed = text.trim();
  for (const { currency, unit } of WRITTEN) {
    if (!trimmed.toLowerCase().endsWith(unit.toLowerCase())) continue;
    const head = trimmed.slice(0, trimmed.length - unit.length);
    // The unit follows the amount: "500 000 сум" or "500000сум", not part of a longer word.
    if (!/\d\s*$/.test(head)) continue;
    return `${head}${prizeCurrencyUnit(currency, locale)}`;
  }
  return trimmed;
}
