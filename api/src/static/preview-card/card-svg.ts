import { PORTAL_ACCENT, PORTAL_BACKGROUND, PORTAL_MARK } from '../portal-mark';

/**
 * The preview cards of shared links as SVG, 1200x630 (the size Open Graph previews use), drawn in the
 * portal's colours: a tournament (game, name, prize fund, start, logo), a team (game, name, players, logo)
 * and a news post (its title over its cover). Text is set in DejaVu Sans (render-card.ts), which has every
 * letter of the portal's five languages; lines are broken at words by an estimate of the font's width.
 */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const PANEL = '#171a21';
const BORDER = '#2a2f3a';
const TEXT = '#ffffff';
const MUTED = '#aab1bf';

export function xmlEscape(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** DejaVu Sans's average advance: about 0.62 em in bold (wide Cyrillic capitals included), 0.56 em regular. */
export const BOLD_ADVANCE = 0.62;
export const REGULAR_ADVANCE = 0.56;

/**
 * `text` broken into at most `maxLines` lines that fit `width` px at `fontSize`, at spaces (a word longer
 * than a line is cut); an ellipsis ends the last line when the text does not fit.
 */
export function wrapLines(text: string, fontSize: number, width: number, maxLines: number, advance = BOLD_ADVANCE): string[] {
  const perLine = Math.max(4, Math.floor(width / (fontSize * advance)));
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const pieces = word.length > perLine ? (word.match(new RegExp(`.{1,${perLine}}`, 'gu')) ?? [word]) : [word];
    for (const piece of pieces) {
      const next = current ? `${current} ${piece}` : piece;
      if ([...next].length <= perLine) {
        current = next;
        continue;
      }
      lines.push(current);
      current = piece;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? '';
  kept[maxLines - 1] = `${[...last].slice(0, perLine - 1).join('').trimEnd()}…`;
  return kept;
}

function textBlock(lines: string[], x: number, y: number, fontSize: number, options: { weight?: number; fill?: string; lineHeight?: number } = {}): string {
  const lineHeight = options.lineHeight ?? Math.round(fontSize * 1.2);
  return lines
    .map((line, index) => `<text x="${x}" y="${y + index * lineHeight}" font-family="DejaVu Sans" font-size="${fontSize}" font-weight="${options.weight ?? 400}" fill="${options.fill ?? TEXT}">${xmlEscape(line)}</text>`)
    .join('');
}

/** The portal's mark, 48 x 48. */
const MARK = `<g transform="scale(1.2)">${PORTAL_MARK}</g>`;

/** The portal's mark and name at the card's foot. */
function footer(siteName: string): string {
  return `<g transform="translate(80 520)">${MARK}</g>${textBlock([siteName], 146, 555, 30, { weight: 700, fill: MUTED })}`;
}

function frame(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}"><rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${PORTAL_BACKGROUND}"/>${body}</svg>`;
}

/** A square picture (a data: URL) with rounded corners at the card's right; without one, the portal's mark. */
function logoAt(logo: string | null, x: number, y: number, size: number): string {
  const panel = `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="36" fill="${PANEL}" stroke="${BORDER}" stroke-width="4"/>`;
  if (!logo) {
    const scale = (size * 0.6) / 48;
    const offset = (size - 48 * scale) / 2;
    return `${panel}<g transform="translate(${x + offset} ${y + offset}) scale(${scale})">${MARK}</g>`;
  }
  return `<defs><clipPath id="logo"><rect x="${x}" y="${y}" width="${size}" height="${size}" rx="36"/></clipPath></defs>${panel}<image href="${logo}" x="${x}" y="${y}" width="${size}" height="${size}" preserveAspectRatio="xMidYMid slice" clip-path="url(#logo)"/>`;
}

export interface SubjectCard {
  /** The line above the name (the game). */
  kicker: string;
  name: string;
  /** Lines under the name (prize fund, start; players). */
  details: string[];
  /** The logo as a data: URL, or null. */
  logo: string | null;
  siteName: string;
}

/** A tournament's or a team's card: the game, the name in large type, details, the logo at the right. */
export function subjectCardSvg(card: SubjectCard): string {
  const textWidth = 700;
  const nameLines = wrapLines(card.name, 68, textWidth, 3);
  const nameTop = 200;
  const detailsTop = nameTop + nameLines.length * 82 + 26;
  return frame(
    `<rect x="40" y="40" width="1120" height="550" rx="40" fill="${PANEL}" stroke="${BORDER}" stroke-width="4"/>` +
      textBlock(wrapLines(card.kicker, 32, textWidth, 1), 80, 125, 32, { weight: 700, fill: PORTAL_ACCENT }) +
      textBlock(nameLines, 80, nameTop, 68, { weight: 700, lineHeight: 82 }) +
      textBlock(card.details.flatMap((line) => wrapLines(line, 30, textWidth + 40, 1, REGULAR_ADVANCE)).slice(0, nameLines.length >= 3 ? 1 : 2), 80, detailsTop, 30, { fill: MUTED, lineHeight: 44 }) +
      logoAt(card.logo, 840, 150, 280) +
      footer(card.siteName),
  );
}

export interface ArticleCard {
  title: string;
  /** The cover, already 1200x630, as a data: URL, or null. */
  cover: string | null;
  siteName: string;
}

/** A news post's card: its cover filling the card under a dark veil, the title over it. */
export function articleCardSvg(card: ArticleCard): string {
  const lines = wrapLines(card.title, 64, 1040, 3);
  const top = 470 - (lines.length - 1) * 78;
  const cover = card.cover ? `<image href="${card.cover}" x="0" y="0" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" preserveAspectRatio="xMidYMid slice"/>` : '';
  return frame(
    cover +
      `<defs><linearGradient id="veil" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${PORTAL_BACKGROUND}" stop-opacity="0.35"/><stop offset="0.55" stop-color="${PORTAL_BACKGROUND}" stop-opacity="0.8"/><stop offset="1" stop-color="${PORTAL_BACKGROUND}" stop-opacity="0.97"/></linearGradient></defs>` +
      `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#veil)"/>` +
      textBlock(lines, 80, top - 60, 64, { weight: 700, lineHeight: 78 }) +
      footer(card.siteName),
  );
}
