import { isIPv6 } from 'node:net';

/**
 * The address a per-address limit counts: IPv4 as it is, IPv6 by its /64 network. One subscriber or host is given
 * a whole /64 and picks any address in it at will, so counting single IPv6 addresses would give it 2^64 budgets.
 * An IPv4 address written as IPv6 (::ffff:1.2.3.4) is the IPv4 address.
 */
export function clientAddress(request: { ip: string }): string {
  const ip = request.ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  return `${expandIpv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, `::` filled in, zone id dropped, lower case without leading zeros. */
function expandIpv6(ip: string): string[] {
  const [head, tail = ''] = ip.split('%')[0].toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return groups.map((g) => (g.includes('.') ? g : String(Number.parseInt(g || '0', 16).toString(16))));
}
