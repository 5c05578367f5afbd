import sharp from 'sharp';

/** Where the portal's preview card is served: the picture of a shared page that has none of its own. */
export const PORTAL_CARD_PATH = '/portal-card.png';

/**
 * The portal's card for link previews, 1200x630 (the size Open Graph previews use): its mark on the portal's
 * dark background. No text: the preview shows the page's title and description beside it, in its language.
 */
const CARD_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="#0f1115"/>
<rect x="40" y="40" width="1120" height="550" rx="40" fill="#171a21" stroke="#2a2f3a" stroke-width="4"/>
<g transform="translate(450 165) scale(7.5)">
<rect width="40" height="40" rx="11" fill="#ffb200"/>
<path d="M11 20h8M15 16v8" stroke="#111" stroke-width="3" stroke-linecap="round"/>
<circle cx="26" cy="17" r="2.2" fill="#111"/>
<circle cx="29" cy="23" r="2.2" fill="#111"/>
</g>
</svg>`;

let card: Promise<Buffer> | null = null;

/** The card as PNG, drawn once per process. */
export function portalCardPng(): Promise<Buffer> {
  card ??= sharp(Buffer.from(CARD_SVG)).png({ compressionLevel: 9 }).toBuffer();
  return card;
}
