import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

/** When an address is locked and for how long (LoginThrottle's rules), in seconds. */
export interface LockRules {
  maxFailures: number;
  failureWindowSeconds: number;
  firstLockSeconds: number;
  maxLockSeconds: number;
  forgetAfterSeconds: number;
}

/** What counting an attempt found: counted, or refused with the address locked this many more seconds. */
export type CountedAttempt = { counted: true } | { counted: false; lockedForSeconds: number | null };

/** One bound parameter per key. */
function placeholders(keys: string[]): string {
  if (!keys.length) throw new Error('No keys given');
  return keys.map(() => '?').join(', ');
}

/** A rule's number as SQL text (they are the throttle's own constants, checked all the same). */
function sqlInt(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`Not a whole number of seconds or failures: ${value}`);
  return String(value);
}

/**
 * SQL of login_attempt (Migration20261122010000_login_attempt): one row per key a count is kept under
 * (its column is still named address): a client address for passwords, "code <address>" and
 * "account <id>" for two-factor codes (LoginThrottle).
 */
@Injectable()
export class LoginAttemptRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Counts a failure for `address` in one UPSERT that also locks it by `rules`; nothing is counted
   * while the address is locked. The WHERE clause of DO UPDATE is evaluated on the latest row
   * version after waiting for its lock, so concurrent attempts are counted one after another.
   * Nothing upserted = locked right now, and the outer select (the statement's snapshot, i.e. the
   * row as it was) tells for how long.
   */
  async countFailure(address: string, rules: LockRules): Promise<CountedAttempt> {
    const fresh = `(a.last_failure_at < now() - make_interval(secs => ${sqlInt(rules.forgetAfterSeconds)})
      or (a.lock_level = 0 and a.first_failure_at < now() - make_interval(secs => ${sqlInt(rules.failureWindowSeconds)})))`;
    const nextLock = `least(${sqlInt(rules.firstLockSeconds)} * power(2, a.lock_level), ${sqlInt(rules.maxLockSeconds)})`;
    const [result] = await this.em.execute<{ counted: number; seconds: string | number | null }[]>(
      `with counted as (
         insert into login_attempt as a (address, failures, first_failure_at, last_failure_at, locked_until, lock_level)
         values (?, 1, now(), now(), null, 0)
         on conflict (address) do update set
           failures = case when ${fresh} then 1 else a.failures + 1 end,
           first_failure_at = case when ${fresh} then now() else a.first_failure_at end,
           last_failure_at = now(),
           locked_until = case
             when ${fresh} then null
             when a.lock_level > 0 then now() + make_interval(secs => ${nextLock})
             when a.failures + 1 >= ${sqlInt(rules.maxFailures)} then now() + make_interval(secs => ${sqlInt(rules.firstLockSeconds)})
             else null end,
           lock_level = case
             when ${fresh} then 0
             when a.lock_level > 0 then a.lock_level + 1
             when a.failures + 1 >= ${sqlInt(rules.maxFailures)} then 1
             else 0 end
         where a.locked_until is null or a.locked_until <= now()
         returning 1
       )
       select (select count(*) from counted)::int as counted,
              (select ceil(extract(epoch from (locked_until - now()))) from login_attempt where address = ?) as seconds`,
      [address, address],
    );
    if (result.counted) return { counted: true };
    return { counted: false, lockedForSeconds: result.seconds === null ? null : Number(result.seconds) };
  }

  /** Forgets the failures counted under these keys. */
  async forget(keys: string[]): Promise<void> {
    await this.em.execute(`delete from login_attempt where address in (${placeholders(keys)})`, keys);
  }

  /** Seconds until the last of these keys' locks ends; 0 when none is locked now. */
  async lockedForSeconds(keys: string[]): Promise<number> {
    const [row] = await this.em.execute<{ seconds: string | number | null }[]>(
      `select max(ceil(extract(epoch from (locked_until - now())))) as seconds
         from login_attempt where address in (${placeholders(keys)}) and locked_until > now()`,
      keys,
    );
    return Number(row?.seconds ?? 0);
  }

  /** Forgets every address's failures, lifting every lockout. */
  async clearAll(): Promise<void> {
    await this.em.execute(`delete from login_attempt`);
  }

  /** Forgets every address quiet for `seconds` and not locked. */
  async forgetQuietFor(seconds: number): Promise<void> {
    await this.em.execute(
      `delete from login_attempt
       where last_failure_at < now() - make_interval(secs => ${sqlInt(seconds)})
         and (locked_until is null or locked_until < now())`,
    );
  }
}
