import { isIPv6 } from 'node:net';

/**
 * The part of a client's address that per-address limits count by: an IPv4 address as it is (an IPv4-mapped IPv6
 * address as its IPv4), an IPv6 address by its /64. A household or a server is given a whole /64 (RFC 6177), so
 * counting single IPv6 addresses would give one client 2^64 fresh allowances.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const address = ip.replace(/%.*$/, '');
  if (!isIPv6(address)) return ip;
  const [head = '', tail] = address.toLowerCase().split('::');
  // An embedded IPv4 at the end stands for two groups; only the first four groups are kept anyway.
  const groups = (part: string | undefined) => (part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : []);
  const first = groups(head);
  const last = groups(tail);
  const full = [...first, ...Array<string>(8 - first.length - last.length).fill('0'), ...last];
  return `${full
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * A client's address as the member's device list shows it (issue 38): the network, not the machine, so that a stolen
 * token reads no more than where roughly a sign-in came from. IPv4 by its /24 (203.0.113.x), IPv6 by its /48
 * (2001:db8:1::/48), an IPv4-mapped IPv6 address as its IPv4; anything else (no address) as it is.
 */
export function maskedAddress(ip: string): string {
  const key = addressKey(ip);
  const ipv4 = /^(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/.exec(key);
  if (ipv4) return `${ipv4[1]}.x`;
  if (!key.endsWith('::/64')) return key;
  const groups = key.slice(0, -'::/64'.length).split(':').slice(0, 3);
  // Trailing zero groups folded into the ::, as an address is written.
  while (groups.length > 1 && groups.at(-1) === '0') groups.pop();
  return `${groups.join(':')}::/48`;
}
