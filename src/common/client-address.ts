import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key sign-in attempts are counted under. req.ip already honours X-Forwarded-For only when
 * Express's 'trust proxy' is on (TRUST_PROXY). IPv4-mapped IPv6 addresses count as their IPv4
 * address; other IPv6 addresses count per /64, since one host usually owns a whole /64.
 */
export function clientAddressKey(ip: string | undefined): string {
  return addressKey(ip, 64);
}

/**
 * The key sign-in attempts (passwords and two-factor codes) are counted under: as clientAddressKey,
 * but an IPv6 address counts per /48, the block one site or one customer is commonly given (issue 35
 * item 6: counted per /64, one /48's 65,536 networks gave about 327,000 guesses per 15 minutes). A
 * reader's budgets stay per /64; here one office or home network sharing one lock-out costs nothing.
 */
export function signInAddressKey(ip: string | undefined): string {
  return addressKey(ip, 48);
}

function addressKey(ip: string | undefined, ipv6Prefix: 48 | 64): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (isIPv4(ip)) return ip;
  if (isIPv6(ip))
    return `${expandIPv6(ip)
      .slice(0, ipv6Prefix / 16)
      .join(':')}::/${ipv6Prefix}`;
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
