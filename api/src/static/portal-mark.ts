/** The portal's colours on its pictures: the dark background and the accent of its mark. */
export const PORTAL_BACKGROUND = '#0f1115';
export const PORTAL_ACCENT = '#ffb200';

/**
 * The portal's mark as SVG in a 40x40 box (the yellow rounded tile with a gamepad, as the header's logo draws
 * it): the preview cards and the app icons place and scale it.
 */
export const PORTAL_MARK = `<rect width="40" height="40" rx="11" fill="${PORTAL_ACCENT}"/><path d="M11 20h8M15 16v8" stroke="#111" stroke-width="3" stroke-linecap="round"/><circle cx="26" cy="17" r="2.2" fill="#111"/><circle cx="29" cy="23" r="2.2" fill="#111"/>`;
