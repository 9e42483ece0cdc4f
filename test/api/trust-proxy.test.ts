import request from 'supertest';
import { createTestApp, type TestApp } from '../utils/test-app';

jest.setTimeout(60_000);

/**
 * Issue 26 item 5: TRUST_PROXY as a list of proxies. The client address (here seen through the
 * per-address rate limit's budgets) is the first address from the right of X-Forwarded-For that is
 * not a trusted proxy: behind two proxies in 10.0.0.0/8 the reader's own address counts, and a reader
 * cannot take another's budget by writing a made-up address in front.
 */
describe('TRUST_PROXY with a list of proxies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'loopback, 10.0.0.0/8', RATE_LIMIT_PER_MINUTE: '50' });
  });
  afterAll(() => t?.close());

  const remaining = async (forwardedFor: string) =>
    Number(
      (await request(t.http).get('/api/categories/').set('X-Forwarded-For', forwardedFor).expect(200)).headers['x-ratelimit-remaining'],
    );

  it('counts each reader behind the proxies by their own address', async () => {
    expect(await remaining('198.51.100.1, 10.1.1.1, 10.2.2.2')).toBe(49);
    expect(await remaining('198.51.100.1, 10.3.3.3')).toBe(48);
    // Another reader: a budget of their own.
    expect(await remaining('198.51.100.2, 10.1.1.1')).toBe(49);
    // A made-up address in front of a real one changes nothing: 198.51.100.1 is the first untrusted from the right.
    expect(await remaining('203.0.113.9, 198.51.100.1, 10.1.1.1')).toBe(47);
  });
});
