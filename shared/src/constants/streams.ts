/** Where a stream is broadcast (streams.platform): YouTube and Twitch are embedded on /watch/{id}, the others open on their site. */
export const STREAM_PLATFORMS = ['youtube', 'twitch', 'tiktok', 'kick', 'trovo'] as const;
export type StreamPlatform = (typeof STREAM_PLATFORMS)[number];
