import sharp from 'sharp';
import { PORTAL_BACKGROUND, PORTAL_MARK } from './portal-mark';

/** Where the portal's preview card is served: the picture of a shared page that has none of its own. */
export const PORTAL_CARD_PATH = '/portal-card.png';

/**
 * The portal's card for link previews, 1200x630 (the size Open Graph previews use): its mark on the portal's
 * dark background. No text: the preview shows the page's title and description beside it, in its language.
 */
const CARD_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="${PORTAL_BACKGROUND}"/>
<rect x="40" y="40" width="1120" height="550" rx="40" fill="#171a21" stroke="#2a2f3a" stroke-width="4"/>
<g transform="translate(450 165) scale(7.5)">${PORTAL_MARK}</g>
</svg>`;

let card: Promise<Buffer> | null = null;

/** The card as PNG, drawn once per process. */
export function portalCardPng(): Promise<Buffer> {
  card ??= sharp(Buffer.from(CARD_SVG)).png({ compressionLevel: 9 }).toBuffer();
  return card;
}
