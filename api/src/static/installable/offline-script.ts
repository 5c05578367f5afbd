import { DEFAULT_LOCALE, LOCALES } from '@portal/shared/constants';
import { API_PATHS, API_PREFIX, OFFLINE_DATA_CACHE, OFFLINE_MATCHES_URL, OFFLINE_SAVED_AT_HEADER } from '@portal/shared/contracts';

/** Asked every 15 s while offline: the service worker never answers it from a cache. */
const HEALTH_URL = `${API_PREFIX}${API_PATHS.health}`;

/** Upcoming matches the offline page lists at most. */
export const OFFLINE_MATCHES_SHOWN = 5;

/**
 * The offline page's script (served at OFFLINE_SCRIPT_PATH, kept by the service worker): texts in the
 * language of the address that failed, the next matches from the /matches answer the worker kept (the API's `{ data }` envelope) (each with
 * its time in the group's time zone, its tournament, stage and group, and a link to the match page), and a
 * reload once the browser is back online (the `online` event, the retry button, or a probe of the API's health every 15 s).
 * Plain DOM, no innerHTML: the kept answer is data, never markup.
 */
export const OFFLINE_SCRIPT_JS = `(() => {
const LOCALES = ${JSON.stringify(LOCALES)};
const DEFAULT_LOCALE = ${JSON.stringify(DEFAULT_LOCALE)};
const first = location.pathname.split('/')[1];
const locale = LOCALES.includes(first) ? first : DEFAULT_LOCALE;
const texts = JSON.parse(document.getElementById('offline-texts').textContent)[locale];
const fill = (template, values) => template.replace(/\\{\\{\\s*(\\w+)\\s*\\}\\}/g, (whole, name) => (name in values ? values[name] : whole));
document.documentElement.lang = locale;
document.title = texts.title;
for (const element of document.querySelectorAll('[data-text]')) element.textContent = texts[element.dataset.text];
const localized = (path) => (locale === DEFAULT_LOCALE ? path : '/' + locale + path);
const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const formatTime = (iso, timeZone) => {
  try {
    return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone, timeZoneName: 'short' }).format(new Date(iso));
  } catch {
    return new Date(iso).toUTCString();
  }
};
const line = (tag, text) => {
  const element = document.createElement(tag);
  element.textContent = text;
  return element;
};
const show = (envelope, savedAt) => {
  const answer = envelope && envelope.data;
  const section = document.querySelector('[data-testid="offline-matches"]');
  const list = section.querySelector('ul');
  const upcoming = Array.isArray(answer && answer.upcoming) ? answer.upcoming.slice(0, ${OFFLINE_MATCHES_SHOWN}) : [];
  for (const match of upcoming) {
    const item = document.createElement('li');
    item.dataset.testid = 'offline-match';
    const link = line('a', match.tournament.name);
    link.href = localized('/match/' + match.stage_team_id + '-' + encodeURIComponent(match.tournament.slug));
    item.append(link);
    const zone = match.group.timezone;
    let time = formatTime(match.group.game_time, zone);
    if (viewerZone && viewerZone !== zone) time += ' · ' + fill(texts.yourTime, { time: formatTime(match.group.game_time, viewerZone) });
    const when = line('span', time);
    when.dataset.testid = 'offline-match-time';
    item.append(when, line('span', match.stage.name + ' · ' + match.group.name + ' · ' + match.team.name));
    list.append(item);
  }
  if (upcoming.length === 0) list.append(line('li', texts.noMatches));
  if (savedAt) section.querySelector('.saved').textContent = fill(texts.savedAt, { time: formatTime(savedAt, viewerZone) });
  section.hidden = false;
};
if (self.caches) {
  caches
    .open(${JSON.stringify(OFFLINE_DATA_CACHE)})
    .then((cache) => cache.match(${JSON.stringify(OFFLINE_MATCHES_URL)}))
    .then((response) => (response ? response.json().then((answer) => show(answer, response.headers.get(${JSON.stringify(OFFLINE_SAVED_AT_HEADER)}))) : show(null, null)))
    .catch(() => show(null, null));
}
const reload = () => location.reload();
document.querySelector('[data-testid="offline-retry"]').addEventListener('click', reload);
addEventListener('online', reload);
setInterval(() => {
  fetch(${JSON.stringify(HEALTH_URL)}, { cache: 'no-store' }).then((response) => response.ok && reload(), () => {});
}, 15000);
})();
`;
