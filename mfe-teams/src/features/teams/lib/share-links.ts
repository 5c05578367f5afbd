/**
 * The invite dialog's share targets (docs/spec.md section 2: WhatsApp, Telegram, VK deep links). Each opens the
 * messenger's own share screen with the text and the link filled in.
 */
export type ShareTarget = 'whatsapp' | 'telegram' | 'vk';
export const SHARE_TARGETS: readonly ShareTarget[] = ['whatsapp', 'telegram', 'vk'];

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
  }
}

/** The absolute invite link of a hash, on this site, in the page's language. */
export function inviteUrl(origin: string, localizedPath: string): string {
  return new URL(localizedPath, origin).toString();
}
