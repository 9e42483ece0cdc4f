import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key sign-in attempts are counted under. req.ip already honours X-Forwarded-For only when
 * Express's 'trust proxy' is on (TRUST_PROXY). IPv4-mapped IPv6 addresses count as their IPv4
 * address; other IPv6 addresses count per /64, since one host usually owns a whole /64.
 */
export function clientAddressKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (isIPv4(ip)) return ip;
  if (isIPv6(ip)) return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
  return ip.slice(0, 64);
}

function expandIPv6(ip: string): string[] {
  const withoutZone = ip.split('%')[0];
  const [head, tail] = withoutZone.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - headParts.length - tailParts.length;
  return [...headParts, ...Array(missing).fill('0'), ...tailParts].map((p) => p.toLowerCase().replace(/^0+(?=.)/, ''));
}
