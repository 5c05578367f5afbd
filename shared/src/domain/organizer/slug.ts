import { ORGANIZER_LIMITS } from '@portal/shared/constants';

/**
 * A tournament's slug, made from its name: Cyrillic (Russian, Kazakh, Uzbek) and Turkish or
 * Uzbek Latin letters are written in plain Latin, everything that is not a letter or a digit becomes a
 * hyphen, and the result is cut to ORGANIZER_LIMITS.slugMax. A name that leaves nothing, or only digits
 * (slugs are never all digits: a number is an id), gets the 'tournament' prefix. The API makes it unique
 * with uniqueSlug.
 */
const LETTERS: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'yo', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
  ә: 'a', ғ: 'g', қ: 'q', ң: 'ng', ө: 'o', ұ: 'u', ү: 'u', һ: 'h', і: 'i', ў: 'o', ҳ: 'h',
  ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u',
  'ʻ': '', 'ʼ': '', "'": '', '’': '', '‘': '',
};

/** Taken by routes: /v1/client/tournament/get-latest and /organizer/tournaments/new. */
const RESERVED = new Set(['get-latest', 'new']);

export function slugFromName(name: string): string {
  const latin = [...name.toLowerCase().normalize('NFC')].map((ch) => LETTERS[ch] ?? ch).join('');
  const plain = latin.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  let slug = plain.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, ORGANIZER_LIMITS.slugMax).replace(/-+$/, '');
  if (slug === '' || /^[0-9-]+$/.test(slug)) slug = slug === '' ? 'tournament' : `tournament-${slug}`;
  return RESERVED.has(slug) ? `${slug}-tournament` : slug;
}

/** The first of slug, slug-2, slug-3... that `taken` does not hold. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
