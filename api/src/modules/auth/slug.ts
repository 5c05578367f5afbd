import { RESERVED_USER_SLUGS } from '@portal/shared/constants';

/**
 * Profile slugs (/user/{slug}): the username in lower-case Latin letters, digits and single hyphens.
 * Cyrillic (Russian, Kazakh, Uzbek, Kyrgyz letters) is transliterated; a name with nothing left, or only
 * digits (slugs are never bare numbers: /user/{id} falls back to ids), or a reserved path segment
 * (/v1/client/user/rewards), becomes player-...
 */
const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n',
  о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '',
  э: 'e', ю: 'yu', я: 'ya', ә: 'a', ғ: 'g', қ: 'q', ң: 'n', ө: 'o', ұ: 'u', ү: 'u', һ: 'h', і: 'i', ў: 'o', ҳ: 'h', ı: 'i',
};

export const SLUG_MAX_LENGTH = 40;

export function slugBase(name: string): string {
  const latin = [...name.normalize('NFC').toLowerCase()]
    .map((char) => CYRILLIC[char] ?? char)
    .join('')
    // Latin letters with marks (é, ş, ğ, ö) lose the mark.
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  const slug = latin
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
  if (slug === '') return 'player';
  return /^[0-9-]+$/.test(slug) || (RESERVED_USER_SLUGS as readonly string[]).includes(slug) ? `player-${slug}` : slug;
}
