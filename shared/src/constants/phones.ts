/** Phone country rules of docs/spec.md sections 5 and 9 (country codes as docs/spec.md writes them). */

/** Country preselected in phone inputs. */
export const DEFAULT_PHONE_COUNTRY = 'kz';
/** Countries offered first as preferred. */
export const PREFERRED_PHONE_COUNTRIES = ['uz', 'kz', 'ru', 'kg'] as const;
/** The country picker lists these first, in this order, then every other country alphabetically. */
export const PHONE_COUNTRY_PICKER_HEAD = ['KZ', 'KG', 'UZ', 'UA', 'RU', 'BY'] as const;

/** A shown phone keeps this many leading and trailing characters around '***'. */
export const PHONE_MASK_VISIBLE_START = 6;
export const PHONE_MASK_VISIBLE_END = 2;
export const PHONE_MASK = '***';
