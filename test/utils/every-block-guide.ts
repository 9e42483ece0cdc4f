import request from 'supertest';
import everyBlock from '../fixtures/guides/every-block.json';
import type { TestApp } from './test-app';
import { createGuide } from './guides';
import { smallPng } from './images';

/** The titles of the guide with every block (test/fixtures/guides/every-block.json). */
export const EVERY_BLOCK_TITLES = { how: everyBlock.fields.how.title, paano: everyBlock.fields.paano.title };

/** The reviewer of that guide, made through the API with a real photo; returns its id. */
export async function createEveryBlockReviewer(t: TestApp): Promise<number> {
  let call = request(t.http)
    .post('/api/reviewers/')
    .set('Authorization', `Bearer ${await t.token()}`);
  for (const [field, value] of Object.entries(everyBlock.reviewer)) call = call.field(field, value);
  const res = await call.attach('photo', await smallPng(400, 400), 'reviewer.png');
  if (res.status !== 201) throw new Error(`reviewer not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as number;
}

/** Creates the published guide with every block of issue 38 in `categoryId`, its images made to size, its video and reviewer. */
export async function createEveryBlockGuide(t: TestApp, categoryId: number): Promise<request.Response> {
  const files: Record<string, Buffer> = {};
  for (const [field, [width, height]] of Object.entries(everyBlock.images)) files[field] = await smallPng(width, height);
  const reviewer_id = await createEveryBlockReviewer(t);
  return createGuide(t, { ...everyBlock.fields, category: categoryId, reviewer_id }, files);
}
