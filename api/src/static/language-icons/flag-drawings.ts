import type { Locale } from '@portal/shared/constants';

/**
 * Small flags of the interface languages, drawn on a 30 x 21 grid (the 10:7 shape of the switcher's icon).
 * They are kept simple enough to read at 20 px: stripes, the sun, crescent and star, a plain union flag.
 */
export const FLAG_GRID = { width: 30, height: 21 } as const;

/** Points of a five-pointed star centred on (cx, cy), one point straight at the angle `turn` (degrees). */
export function starPoints(cx: number, cy: number, outer: number, turn = -90): string {
  const inner = outer * 0.382;
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = ((turn + i * 36) * Math.PI) / 180;
    points.push(`${round(cx + radius * Math.cos(angle))},${round(cy + radius * Math.sin(angle))}`);
  }
  return points.join(' ');
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

const RUSSIA = [
  '<rect width="30" height="21" fill="#fff"/>',
  '<rect y="7" width="30" height="7" fill="#0039a6"/>',
  '<rect y="14" width="30" height="7" fill="#d52b1e"/>',
].join('');

/** Sky blue with the golden sun and its rays, and the ornament along the hoist. */
const KAZAKHSTAN = [
  '<rect width="30" height="21" fill="#00afca"/>',
  '<circle cx="16" cy="9" r="6.2" fill="none" stroke="#fec50c" stroke-width="1.6" stroke-dasharray="1 1"/>',
  '<circle cx="16" cy="9" r="3.6" fill="#fec50c"/>',
  '<path d="M11.5 16.5 Q16 14.5 20.5 16.5 L20.5 17.5 Q16 15.8 11.5 17.5 Z" fill="#fec50c"/>',
  '<rect x="2" y="1" width="1.6" height="19" fill="#fec50c" opacity="0.9"/>',
].join('');

/** The union flag without the counterchange of its red diagonals. */
const UNITED_KINGDOM = [
  '<rect width="30" height="21" fill="#012169"/>',
  '<path d="M0 0L30 21M30 0L0 21" stroke="#fff" stroke-width="4.2"/>',
  '<path d="M0 0L30 21M30 0L0 21" stroke="#c8102e" stroke-width="1.4"/>',
  '<path d="M15 0V21M0 10.5H30" stroke="#fff" stroke-width="7"/>',
  '<path d="M15 0V21M0 10.5H30" stroke="#c8102e" stroke-width="4.2"/>',
].join('');

/** Blue, white and green with thin red lines; the crescent and stars on the blue. */
const UZBEKISTAN = [
  '<rect width="30" height="21" fill="#fff"/>',
  '<rect width="30" height="7" fill="#0099b5"/>',
  '<rect y="14" width="30" height="7" fill="#1eb53a"/>',
  '<rect y="6.6" width="30" height="0.6" fill="#ce1126"/>',
  '<rect y="13.8" width="30" height="0.6" fill="#ce1126"/>',
  '<circle cx="5" cy="3.5" r="2.5" fill="#fff"/>',
  '<circle cx="6" cy="3.5" r="2.2" fill="#0099b5"/>',
  `<polygon points="${starPoints(9.5, 2.3, 0.9)}" fill="#fff"/>`,
  `<polygon points="${starPoints(12, 2.3, 0.9)}" fill="#fff"/>`,
  `<polygon points="${starPoints(9.5, 4.8, 0.9)}" fill="#fff"/>`,
  `<polygon points="${starPoints(12, 4.8, 0.9)}" fill="#fff"/>`,
].join('');

/** Red with the white crescent and the star turned towards the fly. */
const TURKIYE = [
  '<rect width="30" height="21" fill="#e30a17"/>',
  '<circle cx="11" cy="10.5" r="5.2" fill="#fff"/>',
  '<circle cx="12.3" cy="10.5" r="4.2" fill="#e30a17"/>',
  `<polygon points="${starPoints(18.2, 10.5, 2.4, 180)}" fill="#fff"/>`,
].join('');

const FLAGS: Record<Locale, string> = { ru: RUSSIA, kk: KAZAKHSTAN, en: UNITED_KINGDOM, uz: UZBEKISTAN, tr: TURKIYE };

/** The flag of a language as an SVG document of the given pixel size. */
export function flagSvg(code: Locale, width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${FLAG_GRID.width} ${FLAG_GRID.height}" preserveAspectRatio="none">${FLAGS[code]}</svg>`;
}
