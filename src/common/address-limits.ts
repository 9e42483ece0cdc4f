import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { clientAddressKey } from './client-address';

/** What a client reads when its request line is not one we serve, or its address holds too many requests. */
export const ADDRESS_MESSAGES = {
  badRequestLine: 'The request line is not one we serve.',
  tooManyOpen: 'Too many unfinished requests from your address. Please wait and try again.',
} as const;

/**
 * Counts per address, dropped when they reach zero (so the map holds only addresses with something
 * open: at most the server's connection cap).
 */
class OpenCounts {
  private readonly counts = new Map<string, number>();

  /** Counts one more for `key` unless it already holds `max`; whether it did. */
  take(key: string, max: number): boolean {
    const n = this.counts.get(key) ?? 0;
    if (n >= max) return false;
    this.counts.set(key, n + 1);
    return true;
  }

  give(key: string): void {
    const n = (this.counts.get(key) ?? 1) - 1;
    if (n > 0) this.counts.set(key, n);
    else this.counts.delete(key);
  }
}

/**
 * Issue 30 item 1: one address may hold at most `max` of the server's open connections (by the socket's
 * address: the only one a connection has before its request is read; IPv6 per /64). More are closed at
 * once, so half-sent requests from one address cannot fill MAX_CONNECTIONS for everyone else.
 */
export function capConnectionsPerAddress(server: Server, max: number): void {
  if (max <= 0) return;
  const open = new OpenCounts();
  server.on('connection', (socket: Socket) => {
    const key = clientAddressKey(socket.remoteAddress);
    if (!open.take(key, max)) {
      socket.destroy();
      return;
    }
    socket.once('close', () => open.give(key));
  });
}

/**
 * Unfinished requests per client address (req.ip, so behind a proxy the reader's own): a connection
 * can pipeline requests, and behind a proxy every connection is the proxy's. `take` answers whether
 * the request may go on; a taken request is given back when its response closes.
 */
export function requestsPerAddress(max: number): (key: string, res: ServerResponse) => boolean {
  if (max <= 0) return () => true;
  const open = new OpenCounts();
  return (key, res) => {
    if (!open.take(key, max)) return false;
    res.once('close', () => open.give(key));
    return true;
  };
}

/**
 * Issue 30 item 3: the target of a request line as a path. Origin form (/path?query) as it is;
 * absolute form (http://host/path, which HTTP/1.1 servers must accept) served by its path and query;
 * anything else (*, authority form, a bare word, a URL that does not parse) null: answered 400.
 */
export function requestPath(url: string): string | null {
  if (url.startsWith('/')) return url;
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return null;
  }
}
