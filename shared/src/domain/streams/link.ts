import type { StreamPlatform } from '@portal/shared/constants';

/**
 * A streamer goes live by pasting the link of the broadcast. The link says the platform and the id the
 * player embeds: a YouTube video (watch?v=, youtu.be/, /live/, /embed/), a Twitch channel, or a TikTok,
 * Kick or Trovo channel (opened on its own site). A link pasted without its scheme, or with http, is read as
 * https. Anything else is not a stream link.
 */

export interface StreamLink {
  platform: StreamPlatform;
  embed_id: string;
  /** The link as stored (https, no fragment). */
  url: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const CHANNEL = /^[A-Za-z0-9_]{3,25}$/;
const TIKTOK_HANDLE = /^@[A-Za-z0-9_.]{2,24}$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | null = null;
  if (host === 'youtu.be') id = parts[0] ?? null;
  else if (host === 'youtube.com') {
    if (parts[0] === 'watch') id = url.searchParams.get('v');
    else if (parts[0] === 'live' || parts[0] === 'embed' || parts[0] === 'shorts') id = parts[1] ?? null;
  }
  return id !== null && YOUTUBE_ID.test(id) ? id : null;
}

function channelOf(url: URL, host: string): string | null {
  const parts = url.pathname.split('/').filter(Boolean);
  if (host === 'trovo.live' && parts[0] === 's') parts.shift();
  const name = parts.length === 1 ? (parts[0] ?? '') : '';
  return CHANNEL.test(name) ? name : null;
}

/** A link as people paste it: without a scheme ("youtube.com/live/...") it is read as https. */
const withScheme = (value: string) => (/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`);

/**
 * The one reading of a pasted link (stream links and streamers' channels): without a scheme or with http it
 * is https; no user, password or port; a host with a dot; the fragment dropped. Null for anything else.
 */
export function readHttpsLink(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(withScheme(value.trim()));
  } catch {
    return null;
  }
  // A plain http link is the same page over https.
  if (url.protocol === 'http:') url.protocol = 'https:';
  if (url.protocol !== 'https:' || url.username || url.password || url.port || !url.hostname.includes('.')) return null;
  url.hash = '';
  return url;
}

export function parseStreamLink(value: string): StreamLink | null {
  const url = readHttpsLink(value);
  if (!url) return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const youtube = youtubeId(url);
  if (youtube) return { platform: 'youtube', embed_id: youtube, url: url.toString() };
  if (host === 'twitch.tv' || host === 'kick.com' || host === 'trovo.live') {
    const channel = channelOf(url, host);
    const platform = host === 'twitch.tv' ? 'twitch' : host === 'kick.com' ? 'kick' : 'trovo';
    return channel ? { platform, embed_id: channel.toLowerCase(), url: url.toString() } : null;
  }
  if (host === 'tiktok.com') {
    const parts = url.pathname.split('/').filter(Boolean);
    const handle = parts[0] ?? '';
    const rest = parts.slice(1);
    return TIKTOK_HANDLE.test(handle) && (rest.length === 0 || (rest.length === 1 && rest[0] === 'live')) ? { platform: 'tiktok', embed_id: handle.slice(1), url: url.toString() } : null;
  }
  return null;
}
