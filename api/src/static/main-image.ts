import type { PortalRoute } from '@portal/shared/contracts';
import { fluidImagePreload } from '@portal/shared/domain';

/** A page's largest image, drawn as a fluid ResponsiveImage with these sizes. */
export interface MainImage {
  src: string;
  sizes: string;
}

/**
 * The main image of the page a route and its parameters name; null when it has none. The modules that own a
 * page's data give it (a news post's cover: modules/news/main-image.ts); app.ts hands it to the static plugin.
 */
export type MainImageLookup = (route: PortalRoute, params: Readonly<Record<string, string>>) => Promise<MainImage | null>;

/** A value escaped for a double-quoted HTML attribute (or element text) the server writes into a page. */
export const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The preload of a main image, with the candidates its <picture> offers (fluidImagePreload), fetched first. */
export function mainImagePreloadTag({ src, sizes }: MainImage): string {
  if (/^\s*(javascript|data|vbscript):/i.test(src)) return '';
  const preload = fluidImagePreload(src, sizes);
  const attributes = [
    'rel="preload"',
    'as="image"',
    `href="${escapeAttribute(preload.href)}"`,
    ...(preload.srcset ? [`imagesrcset="${escapeAttribute(preload.srcset)}"`, `imagesizes="${escapeAttribute(preload.sizes ?? '')}"`] : []),
    ...(preload.type ? [`type="${escapeAttribute(preload.type)}"`] : []),
    'fetchpriority="high"',
  ];
  return `<link ${attributes.join(' ')}>`;
}
