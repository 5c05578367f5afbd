import { readHttpsLink } from './link';

/**
 * The player of a stream: YouTube and Twitch streams are embedded on /watch/{id} (Twitch needs the page's
 * host as its parent); TikTok, Kick and Trovo channels are opened on their own site (null: no embed offered).
 */
export function streamEmbedUrl(platform: string, embedId: string, parentHost: string): string | null {
  const id = encodeURIComponent(embedId);
  if (platform === 'youtube') return `https://www.youtube.com/embed/${id}?autoplay=1&mute=1`;
  if (platform === 'twitch') return `https://player.twitch.tv/?channel=${id}&parent=${encodeURIComponent(parentHost)}&muted=true`;
  return null;
}

/**
 * A streamer's channel is a link to it (the server answers validation.active_url otherwise), read as every
 * pasted link is (`readHttpsLink`): "twitch.tv/ace" is https://twitch.tv/ace. The link as stored, or null.
 */
export function channelLink(value: string): string | null {
  return readHttpsLink(value)?.toString() ?? null;
}

export function isChannelLink(value: string): boolean {
  return channelLink(value) !== null;
}
