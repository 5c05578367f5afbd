import { PHONE_MASK, PHONE_MASK_VISIBLE_END, PHONE_MASK_VISIBLE_START } from '@portal/shared/constants';

/**
 * A shown phone is its first 6 characters, then ***, then its last 2 (docs/spec.md section 5); whitespace is
 * dropped first. Choice: a phone of 8 characters or fewer, where the two ends would overlap, shows only
 * *** and its last 2, so no digit is ever shown twice and the middle is always hidden.
 */
export function maskPhone(phone: string | null | undefined): string {
  const compact = (phone ?? '').replace(/\s+/g, '');
  if (compact === '') return '';
  const end = compact.slice(-PHONE_MASK_VISIBLE_END);
  if (compact.length <= PHONE_MASK_VISIBLE_START + PHONE_MASK_VISIBLE_END) return `${PHONE_MASK}${end}`;
  return `${compact.slice(0, PHONE_MASK_VISIBLE_START)}${PHONE_MASK}${end}`;
}
