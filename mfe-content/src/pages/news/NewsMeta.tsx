import type { NewsPost } from '@portal/shared/contracts';

/**
 * Open Graph and Twitter card tags of a post (React hoists them into the document head while the page is
 * shown): title, excerpt, cover, canonical address, publication date.
 */
export function NewsMeta({ post, url }: { post: NewsPost; url: string }) {
  const image = post.cover_url ? new URL(post.cover_url, url).toString() : null;
  return (
    <>
      <title>{post.title}</title>
      <meta name="description" content={post.excerpt} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="article" />
      <meta property="og:title" content={post.title} />
      <meta property="og:description" content={post.excerpt} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={post.locale} />
      {image ? <meta property="og:image" content={image} /> : null}
      <meta property="article:published_time" content={post.published_at} />
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={post.title} />
    </>
  );
}
