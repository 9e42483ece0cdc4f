import { SlidingWindowStorage } from './rate-limit.storage';

const MINUTE = 60_000;

describe('SlidingWindowStorage', () => {
  it('counts hits per key and blocks past the limit for the block duration', () => {
    let now = 10 * MINUTE;
    const storage = new SlidingWindowStorage(() => now);
    for (let i = 1; i <= 3; i++) expect(storage.hit('a', MINUTE, 3, MINUTE)).toMatchObject({ totalHits: i, isBlocked: false });
    expect(storage.hit('b', MINUTE, 3, MINUTE)).toMatchObject({ totalHits: 1, isBlocked: false });
    expect(storage.hit('a', MINUTE, 3, MINUTE)).toMatchObject({ isBlocked: true, timeToBlockExpire: 60 });
    now += 30_000;
    expect(storage.hit('a', MINUTE, 3, MINUTE)).toMatchObject({ isBlocked: true, timeToBlockExpire: 30 });
    now += 30_000;
    // The block is over; the previous window's 4 hits still weigh fully at the new window's start.
    expect(storage.hit('a', MINUTE, 3, MINUTE).isBlocked).toBe(true);
  });

  it('slides: the previous window weighs by the part of it the last minute still covers', () => {
    let now = 100 * MINUTE;
    const storage = new SlidingWindowStorage(() => now);
    for (let i = 0; i < 100; i++) storage.hit('a', MINUTE, 1000, MINUTE);
    now += MINUTE + 45_000; // three quarters into the next window: a quarter of the 100 still count
    expect(storage.hit('a', MINUTE, 1000, MINUTE).totalHits).toBe(25 + 1);
    now += MINUTE; // two windows later: nothing left from the first
    expect(storage.hit('a', MINUTE, 1000, MINUTE).totalHits).toBe(Math.ceil(1 * 0.25) + 1);
  });

  it('holds one small counter per address however many hits it has taken, and forgets quiet addresses', () => {
    let now = 5 * MINUTE;
    const storage = new SlidingWindowStorage(() => now);
    for (let i = 0; i < 200_000; i++) storage.hit('busy', MINUTE, 200_000, MINUTE);
    expect(storage.hit('busy', MINUTE, 200_000, MINUTE)).toMatchObject({ totalHits: 200_001, isBlocked: true });
    storage.hit('quiet', MINUTE, 10, MINUTE);
    expect(storage.size).toBe(2);
    now += 3 * MINUTE;
    storage.hit('new', MINUTE, 10, MINUTE);
    // Its block (a minute) is over: both old addresses are forgotten.
    expect(storage.size).toBe(1);
  });
});
