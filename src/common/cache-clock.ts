import { Injectable } from '@nestjs/common';

/**
 * The clock of the caches' bounded life (PAGE_MAX_AGE_MS): the wall clock, replaceable in tests so
 * that a page's expiry is shown without waiting ten minutes.
 */
@Injectable()
export class CacheClock {
  now: () => number = () => Date.now();
}
