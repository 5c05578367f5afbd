/**
 * A feed address as a calendar subscription: `webcal://` is the scheme calendar apps (Apple, Google via the
 * phone, Outlook) open as "subscribe", over https; a plain http address (development) keeps its host.
 */
export function webcalUrlOf(url: string): string {
  return url.replace(/^https?:\/\//i, 'webcal://');
}
