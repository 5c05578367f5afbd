import sharp from 'sharp';
import { PORTAL_BACKGROUND, PORTAL_MARK } from '../portal-mark';

/**
 * The portal's app icons (web app manifest, apple-touch-icon), drawn from its mark (the yellow rounded tile
 * with a gamepad, portal-mark.ts) once per process. The paths carry a version: a changed drawing gets a new
 * name, so the files are cached for a year.
 */

export interface AppIcon {
  path: string;
  size: number;
  /** 'maskable': the launcher crops it to its own shape; the mark stays inside the central safe circle. */
  purpose: 'any' | 'maskable';
  /** The mark's share of the icon's width. */
  markShare: number;
  /** Drawn on the portal's dark background (else transparent around the tile). */
  background: boolean;
}

export const APP_ICONS: readonly AppIcon[] = [
  { path: '/icons/portal-192.v1.png', size: 192, purpose: 'any', markShare: 1, background: false },
  { path: '/icons/portal-512.v1.png', size: 512, purpose: 'any', markShare: 1, background: false },
  // The safe zone of a maskable icon is the circle of 40% radius: a tile of 50% width fits inside it
  // (its corners reach 0.35 of the width from the centre).
  { path: '/icons/portal-maskable-512.v1.png', size: 512, purpose: 'maskable', markShare: 0.5, background: true },
];

/** iOS home screen icon: opaque (iOS fills transparency with black) and rounded by the system. */
export const APPLE_TOUCH_ICON: AppIcon = { path: '/icons/apple-touch-icon.v1.png', size: 180, purpose: 'any', markShare: 0.72, background: true };

export function iconSvg(icon: AppIcon): string {
  const mark = icon.size * icon.markShare;
  const offset = (icon.size - mark) / 2;
  const background = icon.background ? `<rect width="${icon.size}" height="${icon.size}" fill="${PORTAL_BACKGROUND}"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${icon.size}" height="${icon.size}" viewBox="0 0 ${icon.size} ${icon.size}">${background}<g transform="translate(${offset} ${offset}) scale(${mark / 40})">${PORTAL_MARK}</g></svg>`;
}

const drawn = new Map<string, Promise<Buffer>>();

/** The icon as PNG, drawn once per process. */
export function iconPng(icon: AppIcon): Promise<Buffer> {
  let png = drawn.get(icon.path);
  if (!png) {
    png = sharp(Buffer.from(iconSvg(icon))).png({ compressionLevel: 9 }).toBuffer();
    drawn.set(icon.path, png);
  }
  return png;
}
