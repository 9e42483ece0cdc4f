import request from 'supertest';
import type { TestApp } from './test-app';
import { sql } from './test-db';

/** Test helpers for the guide calls of SPEC §7 (multipart forms as the admin client sends them). */

export async function insertCategory(
  t: TestApp,
  nameHow = 'Financial Tips',
  namePaano = 'Mga Tip sa Pananalapi',
  rank: number | null = null,
): Promise<number> {
  const rows = await sql<{ id: number }>(
    t.databaseUrl,
    'insert into category (name_how, name_paano, rank) values ($1, $2, $3) returning id',
    [nameHow, namePaano, rank],
  );
  return rows[0].id;
}

export interface GuideFields {
  how?: Record<string, unknown> | string;
  paano?: Record<string, unknown> | string;
  category?: number | string;
  post_status?: string;
  sections?: unknown[] | string;
  sources?: unknown[] | string;
  [key: string]: unknown;
}

export function translation(title: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title,
    header_description: `About ${title}`,
    introduction: `An introduction to ${title}.`,
    conclusion: 'That is all.',
    meta_keywords: 'guide, howto',
    meta_description: `Learn ${title}`,
    ...extra,
  };
}

export function section(n: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    section_how: `Step ${n}`,
    section_paano: `Hakbang ${n}`,
    section_how_bullets: [`Do thing ${n}`, `  sub-point ${n}`],
    section_paano_bullets: [`Gawin ang ${n}`],
    order: n,
    ...extra,
  };
}

type Files = Record<string, Buffer | [Buffer, string]>;

/** Builds a multipart request: objects and lists become JSON strings, like the admin client sends them. */
export function multipart(req: request.Test, fields: GuideFields, files: Files = {}): request.Test {
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    req = req.field(key, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
  }
  for (const [key, file] of Object.entries(files)) {
    const [buffer, name] = Array.isArray(file) ? file : [file, `${key}.png`];
    req = req.attach(key, buffer, name);
  }
  return req;
}

export async function createGuide(t: TestApp, fields: GuideFields, files: Files = {}): Promise<request.Response> {
  const token = await t.token();
  return multipart(request(t.http).post('/api/bilingual-content/').set('Authorization', `Bearer ${token}`), fields, files);
}

export async function updateGuide(t: TestApp, id: number, fields: GuideFields, files: Files = {}): Promise<request.Response> {
  const token = await t.token();
  return multipart(request(t.http).put(`/api/bilingual-content/${id}/`).set('Authorization', `Bearer ${token}`), fields, files);
}

/** A valid create form; override any part. */
export function guideFields(categoryId: number, titleHow: string, titlePaano: string, extra: GuideFields = {}): GuideFields {
  return {
    how: translation(titleHow),
    paano: translation(titlePaano),
    category: categoryId,
    sections: [section(1), section(2)],
    sources: ['https://example.com/a', '  ', 'www.example.org/b'],
    ...extra,
  };
}

export async function countRows(t: TestApp): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of ['guide', 'guide_translation', 'section', 'source', 'slug_redirect']) {
    const rows = await sql<{ n: string }>(t.databaseUrl, `select count(*) as n from ${table}`);
    out[table] = Number(rows[0].n);
  }
  return out;
}
