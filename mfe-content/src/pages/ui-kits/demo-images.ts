/** A banner drawn inline, so the page shows a loading image without any server. */
export const DEMO_BANNER_URL =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 240"><defs><linearGradient id="g" x1="0" x2="1">' +
      '<stop offset="0" stop-color="#ffb200"/><stop offset="1" stop-color="#3b82f6"/></linearGradient></defs>' +
      '<rect width="640" height="240" fill="url(#g)"/><circle cx="520" cy="120" r="70" fill="#0f1115" opacity=".25"/></svg>',
  );

/**
 * An image whose bytes cannot be decoded: loading fails and the fallback shows, without a failed network
 * request (which the browser would report as a console error on this page).
 */
export const BROKEN_IMAGE_URL = 'data:image/webp;base64,AAAAAAAA';
