/** Docs/spec.md section 2: the generic modal treats Android and iPhone browsers as mobile. */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|iPhone/i.test(userAgent);
}

export function currentUserAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent;
}

/** Body height of the generic modal: automatic on mobile, 400px otherwise. */
export const MODAL_DESKTOP_BODY_HEIGHT_PX = 400;

export function modalBodyHeight(userAgent: string): string {
  return isMobileUserAgent(userAgent) ? 'auto' : `${MODAL_DESKTOP_BODY_HEIGHT_PX}px`;
}
