import { Injectable } from '@nestjs/common';
import type { ReadersVitalsDto } from '../../client/src/api/types';
import { bucketFloor, bucketOf, VITAL_RULES, VITALS, type VitalName } from '../../client/src/shared/vitals-buckets';
import { ReadersBuffer } from './readers-buffer';
import type { HitContext } from './readers-keys.service';
import { deviceClass, type VitalsHit } from './readers-rules';
import type { VitalsReportRow } from './readers-report.repository';

/**
 * Readers' speed (issue 36 item 2): the speed beacons counted into buckets, and the report's rows
 * (75th percentile and ratings per group) made from the buckets.
 */
@Injectable()
export class ReadersVitalsService {
  constructor(private readonly buffer: ReadersBuffer) {}

  /**
   * A page view's speed: one count in each measured metric's bucket, under the page type, the device
   * class (from the user agent, then forgotten) and the language. One event of the address's day
   * budget, like a view; the rows a day can hold are bounded by construction (6 page types, 3 devices,
   * 2 languages, the buckets of VITAL_RULES).
   */
  record(hit: VitalsHit, ctx: HitContext, day: string, address: string | null): void {
    if (!this.buffer.spend(day, address, 'events', true)) return;
    const device = deviceClass(ctx.userAgent);
    for (const name of VITALS) {
      const value = hit.values[name];
      if (value === undefined) continue;
      this.buffer.addVitals({ day, page: hit.page, device, lang: hit.lang, metric: name, upto: bucketOf(name, value) });
    }
  }
}

const VITALS_DIMS = ['all', 'page', 'device', 'lang'] as const;
const VITALS_KEY_ORDER = ['', 'home', 'guide', 'category', 'search', 'static', 'notfound', 'mobile', 'tablet', 'desktop', 'en', 'fil'];

/**
 * The speed report's rows: all views first, then per page type, device class and language (each in a
 * fixed order). A metric's 75th percentile is placed inside its bucket by linear interpolation (the
 * bucket's count assumed spread evenly between its edges), in the page's unit (ms; CLS as a score).
 */
export function vitalsDtos(rows: readonly VitalsReportRow[]): ReadersVitalsDto[] {
  const groups = new Map<string, ReadersVitalsDto>();
  for (const row of rows) {
    const name = row.metric as VitalName;
    if (!VITALS.includes(name)) continue;
    const id = `${row.dim}\t${row.key}`;
    let group = groups.get(id);
    if (!group) {
      group = { dim: row.dim, key: row.key, views: 0, lcp: null, inp: null, cls: null };
      groups.set(id, group);
    }
    const floor = bucketFloor(name, row.p75_upto);
    const share = row.p75_n > 0 ? (row.total * 0.75 - row.p75_before) / row.p75_n : 1;
    const p75 = (floor + (row.p75_upto - floor) * Math.min(1, Math.max(0, share))) / VITAL_RULES[name].scale;
    group[name] = { n: row.total, p75: name === 'cls' ? Math.round(p75 * 1000) / 1000 : Math.round(p75), good: row.good, poor: row.poor };
    group.views = Math.max(group.views, row.total);
  }
  const order = (dto: ReadersVitalsDto) => VITALS_DIMS.indexOf(dto.dim) * 100 + (VITALS_KEY_ORDER.indexOf(dto.key) + 1);
  return [...groups.values()].sort((a, b) => order(a) - order(b) || a.key.localeCompare(b.key));
}
