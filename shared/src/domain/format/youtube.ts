/**
 * youtube_link of a tournament keeps only its last path segment (docs/spec.md section 3): the video or stream id.
 * Choice: a watch URL (youtube.com/watch?v=ID), whose last segment would be 'watch', keeps its v parameter.
 * Returns null when nothing is left.
 */
export function youtubeVideoId(link: string | null | undefined): string | null {
  const withoutFragment = (link ?? '').trim().replace(/#.*$/s, '');
  const queryAt = withoutFragment.indexOf('?');
  const path = (queryAt < 0 ? withoutFragment : withoutFragment.slice(0, queryAt))
    .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '')
    .replace(/\/+$/, '');
  const segment = path.slice(path.lastIndexOf('/') + 1);
  if (segment === 'watch') {
    const query = queryAt < 0 ? '' : withoutFragment.slice(queryAt + 1);
    return /(?:^|&)v=([^&]+)/.exec(query)?.[1] ?? null;
  }
  return segment || null;
}
