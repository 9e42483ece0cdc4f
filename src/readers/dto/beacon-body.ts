import { Injectable, type PipeTransform } from '@nestjs/common';
import { parseHit, type Hit } from '../readers-rules';

/**
 * The beacon's body (POST /api/public/readers/hit, issue 24, docs/readers.md), read by one schema on
 * both of its ways in: the fast path (src/site/fast-path.ts, a form body parsed before Express) and
 * the controller (a body Express parsed: JSON, or a form the fast path passed on) through
 * BeaconBodyPipe. A body that says nothing countable is null, not a 400: a beacon's sender reads no
 * answer, so every beacon is answered 204 (a class-validator DTO would refuse it, and cost the fast
 * path its speed: docs/readers.md has the measurement). A beacon's search fields are not read
 * (searches are counted where the server answers them).
 */
export function parseBeacon(body: unknown): Hit | null {
  return body && typeof body === 'object' ? parseHit(body as Record<string, unknown>, false) : null;
}

/** The controller's edge for the beacon: the same schema as the fast path's. */
@Injectable()
export class BeaconBodyPipe implements PipeTransform<unknown, Hit | null> {
  transform(body: unknown): Hit | null {
    return parseBeacon(body);
  }
}
