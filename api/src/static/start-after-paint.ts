/**
 * The one script a server-rendered page names (rendered-document.ts): it starts the portal's scripts once
 * the page the server drew is on screen. On a phone's slow link the page's text and main picture then have
 * the first seconds to themselves instead of sharing them with some 280 KiB of scripts (its largest paint
 * comes that much sooner), and the scripts follow at once, in parallel as the shell's page would fetch them.
 * A page in a background tab (no frame is drawn there) starts them without waiting, and so does a signed-in
 * player's (a token in storage): the server's HTML is a guest's, which the browser draws anew for them, so
 * the sooner it does the sooner their page answers a tap. The path is versioned: a changed script gets a
 * new name.
 */
export const START_AFTER_PAINT_PATH = '/start-after-paint.v2.js';

export const START_AFTER_PAINT_JS = `const element = document.querySelector('script[data-portal-start]');
let started = false;
const start = () => {
  if (started || !element) return;
  started = true;
  for (const href of JSON.parse(element.dataset.portalPreload || '[]')) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.src = element.dataset.portalStart;
  document.head.append(script);
};
let signedIn = false;
try {
  signedIn = Boolean(window.localStorage.getItem('authToken'));
} catch {
  // Storage refused: treated as a guest.
}
if (signedIn || document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
document.addEventListener('visibilitychange', start, { once: true });
`;
