/**
 * CSS custom property on the document root: how much of the screen's bottom edge fixed chrome covers (the
 * shell's bottom bar while it shows). Fixed things at the bottom (toasts) sit above it; 0 when unset.
 */
export const BOTTOM_INSET_VAR = '--portal-bottom-inset';
