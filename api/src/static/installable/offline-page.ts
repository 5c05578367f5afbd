import { DEFAULT_LOCALE, LOCALES, type Locale } from '@portal/shared/constants';
import { jsonForScript, OFFLINE_SCRIPT_PATH } from '@portal/shared/contracts';
import { escapeAttribute } from '../main-image';
import { PORTAL_ACCENT, PORTAL_BACKGROUND } from '../portal-mark';
import { APP_ICONS } from './app-icons';

export type OfflineTextKey = 'title' | 'text' | 'nextMatches' | 'savedAt' | 'noMatches' | 'retry' | 'yourTime';
export type OfflineTexts = (locale: Locale, key: OfflineTextKey | 'siteName') => string;

export const OFFLINE_TEXT_KEYS: readonly OfflineTextKey[] = ['title', 'text', 'nextMatches', 'savedAt', 'noMatches', 'retry', 'yourTime'];

/**
 * The page the service worker shows for a navigation that fails offline (kept by it at install, so it
 * carries the server's headers, CSP included). One document for every language: its texts in all five
 * as a data block, its script (offline-script.ts) picks the language of the address that failed and draws
 * the player's next matches from the answer the worker kept. Styles are inline (the CSP allows inline
 * styles, not inline scripts).
 */
export function offlinePageHtml(text: OfflineTexts): string {
  const texts = Object.fromEntries(
    LOCALES.map((locale) => [locale, Object.fromEntries([...OFFLINE_TEXT_KEYS, 'siteName' as const].map((key) => [key, text(locale, key)]))]),
  );
  const ru = (key: OfflineTextKey | 'siteName') => escapeAttribute(text(DEFAULT_LOCALE, key));
  return `<!doctype html>
<html lang="${DEFAULT_LOCALE}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="${PORTAL_BACKGROUND}">
<meta name="robots" content="noindex">
<title>${ru('title')}</title>
<link rel="icon" href="${APP_ICONS[0]!.path}">
<style>
*,*::before,*::after{box-sizing:border-box}
html,body{margin:0;background:${PORTAL_BACKGROUND};color:#f2f4f8;font-family:'Inter','Segoe UI',Roboto,Arial,sans-serif}
header{display:flex;align-items:center;gap:12px;padding:12px 16px;border-bottom:1px solid #2a2f3a;background:#171a21}
header img{width:32px;height:32px}
header strong{font-size:17px}
main{max-width:720px;margin:0 auto;padding:24px 16px}
h1{font-size:22px;margin:0 0 8px}
h2{font-size:17px;margin:28px 0 12px}
p{margin:0 0 12px;color:#c5cad6}
button{font:inherit;font-weight:600;background:${PORTAL_ACCENT};color:#111;border:0;border-radius:10px;padding:10px 18px;cursor:pointer}
ul{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:12px}
li{background:#171a21;border:1px solid #2a2f3a;border-radius:12px;padding:12px 16px}
li a{color:${PORTAL_ACCENT};font-weight:600;text-decoration:none}
li span{display:block;color:#c5cad6;margin-top:4px}
.saved{font-size:13px;color:#8b93a5}
</style>
</head>
<body>
<header><img src="${APP_ICONS[0]!.path}" alt=""><strong data-text="siteName">${ru('siteName')}</strong></header>
<main data-testid="offline-page">
<h1 data-text="title">${ru('title')}</h1>
<p data-text="text">${ru('text')}</p>
<button type="button" data-text="retry" data-testid="offline-retry">${ru('retry')}</button>
<section data-testid="offline-matches" hidden>
<h2 data-text="nextMatches">${ru('nextMatches')}</h2>
<ul></ul>
<p class="saved"></p>
</section>
</main>
<script type="application/json" id="offline-texts">${jsonForScript(texts)}</script>
<script src="${OFFLINE_SCRIPT_PATH}"></script>
</body>
</html>
`;
}
