/**
 * Where a news post can be shared: each opens the service's own share screen with the title and the link
 * filled in (the same deep links as the team invite dialog), plus X.
 */
export type ShareTarget = 'telegram' | 'whatsapp' | 'vk' | 'x';
export const SHARE_TARGETS: readonly ShareTarget[] = ['telegram', 'whatsapp', 'vk', 'x'];

export function shareUrl(target: ShareTarget, link: string, text: string): string {
  const url = encodeURIComponent(link);
  const message = encodeURIComponent(text);
  switch (target) {
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}`;
    case 'telegram':
      return `https://t.me/share/url?url=${url}&text=${message}`;
    case 'vk':
      return `https://vk.com/share.php?url=${url}&title=${message}`;
    case 'x':
      return `https://x.com/intent/post?url=${url}&text=${message}`;
  }
}
