import { isIPv4, isIPv6 } from 'node:net';

/**
 * Client addresses as the server sees them (request.ip, after the trusted proxies): the key that per-address
 * limits count by, and whether the client is on this machine.
 */

/** The eight 16-bit groups of an IPv6 address (with an embedded IPv4 tail expanded), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase().replace(/%.*$/, '');
  if (!isIPv6(text)) return null;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = v4[1].split('.').map(Number);
    text = `${text.slice(0, -v4[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (s: string) => (s === '' ? [] : s.split(':').map((g) => parseInt(g, 16)));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const fill = tail === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  const groups = [...left, ...fill, ...right];
  return groups.length === 8 ? groups : null;
}

/** The IPv4 address an IPv4-mapped IPv6 address (::ffff:a.b.c.d) carries, or null. */
function mappedIPv4(groups: number[]): string | null {
  if (!(groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)) return null;
  const [hi = 0, lo = 0] = groups.slice(6);
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

/**
 * The key per-address limits count by: an IPv4 address as it is; an IPv6 address by its /64 (one
 * subscriber usually holds a whole /64, so counting each address apart would let one client rotate
 * through billions of keys); an IPv4-mapped IPv6 address as its IPv4 address.
 */
export function addressKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip.toLowerCase();
  const v4 = mappedIPv4(groups);
  if (v4) return v4;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** True for 127.0.0.0/8, ::1 and IPv4-mapped 127.x addresses. */
export function isLoopback(ip: string): boolean {
  if (isIPv4(ip)) return ip.split('.')[0] === '127';
  const groups = ipv6Groups(ip);
  if (!groups) return false;
  const v4 = mappedIPv4(groups);
  if (v4) return v4.split('.')[0] === '127';
  return groups.slice(0, 7).every((g) => g === 0) && groups[7] === 1;
}

/**
 * Whether a request comes from this machine: the socket's peer (never a header) is a loopback address, and
 * so is the client address after the trusted proxies (request.ip), so a remote client relayed by a proxy on
 * this machine is not local either. Development-only routes (the outbox) answer only such requests.
 */
export function isLocalRequest(request: { ip: string; socket: { remoteAddress?: string | undefined } }): boolean {
  const peer = request.socket.remoteAddress;
  return peer !== undefined && isLoopback(peer) && isLoopback(request.ip);
}
