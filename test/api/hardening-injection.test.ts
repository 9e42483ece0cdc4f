import request from 'supertest';
import { createGuide, guideFields, insertCategory, section, updateGuide } from '../utils/guides';
import { createTestApp, type TestApp } from '../utils/test-app';

/**
 * Issue 6 item 5, object-shaped injection: `__proto__`, `constructor.prototype` and lookalike keys
 * in JSON bodies, multipart JSON fields and query strings are stored as plain data or refused, and
 * never change the objects of the running server (the app runs in this process, so its Object
 * prototype is the one checked here). Odd JSON values where text is expected are a 400, never a 500.
 */

jest.setTimeout(60_000);

let t: TestApp;
let categoryId: number;
let auth: string;

/** Raw JSON (an object literal would not keep "__proto__" as a key). */
const POLLUTERS = [
  '"__proto__": {"polluted": "yes", "isAdmin": true}',
  '"constructor": {"prototype": {"polluted": "yes", "isAdmin": true}}',
  '"__proto__": {"__proto__": {"polluted": "yes"}}',
];

function assertClean(): void {
  const probe: Record<string, unknown> = {};
  expect(probe.polluted).toBeUndefined();
  expect(probe.isAdmin).toBeUndefined();
  expect(Object.prototype).not.toHaveProperty('polluted');
  expect(Object.prototype).not.toHaveProperty('isAdmin');
}

beforeAll(async () => {
  t = await createTestApp();
  categoryId = await insertCategory(t);
  auth = `Bearer ${await t.token()}`;
});

afterAll(async () => {
  await t.close();
});

describe('prototype pollution attempts', () => {
  it('through JSON bodies: sign-in, categories, rankings', async () => {
    for (const extra of POLLUTERS) {
      const post = (path: string, body: string) =>
        request(t.http).post(path).set('Authorization', auth).set('Content-Type', 'application/json').send(body);
      const signIn = await request(t.http)
        .post('/api/token/')
        .set('Content-Type', 'application/json')
        .send(`{${extra}, "username": "admin", "password": "wrong password here"}`);
      expect([extra, signIn.status]).toEqual([extra, 401]);
      const category = await post('/api/categories/', `{${extra}, "category_how": "Proto", "category_paano": "Proto"}`);
      expect([extra, category.status]).toEqual([extra, 201]);
      expect(category.body).not.toHaveProperty('polluted');
      const ranks = await post(
        '/api/categories/update_ranks/',
        `{"rankings": [{${extra}, "category_id": ${categoryId}, "rank": null}], ${extra}}`,
      );
      expect([extra, ranks.status < 500]).toEqual([extra, true]);
      assertClean();
    }
  });

  it('through multipart JSON fields of a guide (translations, sections, sources)', async () => {
    const proto = '{"__proto__":{"polluted":"yes","isAdmin":true},"constructor":{"prototype":{"polluted":"yes"}}';
    const created = await createGuide(t, {
      ...guideFields(categoryId, 'Prototype guide', 'Gabay ng prototype'),
      how: `${proto},"title":"Prototype guide","introduction":"Intro"}`,
      sections: `[${proto},"section_how":"One","section_paano":"Isa","section_how_bullets":["a"],"section_paano_bullets":["b"],"order":0}]`,
      sources: '["https://example.com/"]',
      ['__proto__' as string]: '{"polluted":"yes"}',
      'constructor[prototype][polluted]': 'yes',
    });
    expect(created.status).toBe(201);
    expect(created.body.how.title).toBe('Prototype guide');
    const updated = await updateGuide(t, created.body.id, {
      lang: 'how',
      how: `${proto},"title":"Prototype guide 2"}`,
      category: categoryId,
      sections: [section(1, JSON.parse('{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}}'))],
    });
    expect(updated.status).toBe(200);
    const got = await request(t.http).get(`/api/bilingual-content/${created.body.id}/retrieve_bilingual/`).set('Authorization', auth);
    expect(got.body.how).not.toHaveProperty('polluted');
    expect(got.body).not.toHaveProperty('isAdmin');
    assertClean();
  });

  it('through query strings of public reads and search', async () => {
    for (const path of [
      '/api/public/content/?__proto__[polluted]=yes&constructor[prototype][polluted]=yes&status=published',
      '/api/public/content/recommended/?category_id=1&__proto__[isAdmin]=1',
      '/api/public/content/suggested/?__proto__.polluted=yes&limit[__proto__]=5',
      '/api/public/search/?q[__proto__][polluted]=yes',
      '/api/public/search/?q=a&q=b&q[]=c',
      '/api/categories/?status[__proto__]=published',
    ]) {
      const res = await request(t.http).get(path);
      expect([path, res.status < 500]).toEqual([path, true]);
    }
    assertClean();
  });
});

describe('odd JSON where text is expected', () => {
  it('answers 400 with a message, never 500', async () => {
    for (const how of [
      '{"title": {"$ne": null}}',
      '{"title": ["a", "b"]}',
      '{"title": "ok", "introduction": {"toString": "x"}}',
      '[]',
      'null',
      '"just a string"',
      '{"title": "\\u0000\\u0000"}',
    ]) {
      const res = await createGuide(t, { ...guideFields(categoryId, 'x', 'y'), how });
      expect([how, res.status]).toEqual([how, 400]);
    }
    const weird = await request(t.http)
      .post('/api/categories/')
      .set('Authorization', auth)
      .send({ category_how: { $gt: '' }, category_paano: ['x'] });
    expect(weird.status).toBe(400);
    const login = await request(t.http)
      .post('/api/token/')
      .send({ username: { $ne: null }, password: { $ne: null } });
    expect([400, 401]).toContain(login.status);
    assertClean();
  });
});
