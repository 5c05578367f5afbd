/**
 * Artwork of the demo world: a gradient badge with initials, as SVG text. Colours come from a hash of the
 * badge's key, so every team, tournament or player keeps its look.
 */
export interface BadgeOptions {
  /** What the badge stands for (its accessible name and the source of the initials). */
  label: string;
  /** Picks the colours. */
  key: string;
  width: number;
  height: number;
  shape: 'rounded' | 'circle';
  /** Text shown instead of the initials. */
  text?: string;
}

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ (char.codePointAt(0) ?? 0), 16777619) >>> 0;
  return h;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** First letters of the first two words (digits count as words), upper case. */
export function initials(label: string): string {
  const words = label.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => [...w][0] ?? '')
    .join('')
    .toUpperCase();
}

export function badgeSvg({ label, key, width, height, shape, text }: BadgeOptions): string {
  const h = hash(key);
  const hue = h % 360;
  const second = (hue + 35 + ((h >> 9) % 50)) % 360;
  const shown = escapeXml(text ?? initials(label));
  const size = Math.round(Math.min(width, height) * (shown.length > 2 ? 0.28 : 0.42));
  const body =
    shape === 'circle'
      ? `<circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 2}" fill="url(#g)"/>`
      : `<rect width="${width}" height="${height}" rx="${Math.round(Math.min(width, height) * 0.18)}" fill="url(#g)"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,48%)"/><stop offset="1" stop-color="hsl(${second},72%,28%)"/></linearGradient></defs>`,
    body,
    `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="Inter,Segoe UI,Roboto,Arial,sans-serif" font-weight="700" font-size="${size}" fill="#ffffff">${shown}</text>`,
    '</svg>',
    '',
  ].join('\n');
}
