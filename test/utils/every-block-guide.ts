import type request from 'supertest';
import everyBlock from '../fixtures/guides/every-block.json';
import type { TestApp } from './test-app';
import { createGuide } from './guides';
import { smallPng } from './images';

/** The titles of the guide with every block (test/fixtures/guides/every-block.json). */
export const EVERY_BLOCK_TITLES = { how: everyBlock.fields.how.title, paano: everyBlock.fields.paano.title };

/** Creates the published guide with every block of issue 38 in `categoryId`, its images made to size. */
export async function createEveryBlockGuide(t: TestApp, categoryId: number): Promise<request.Response> {
  const files: Record<string, Buffer> = {};
  for (const [field, [width, height]] of Object.entries(everyBlock.images)) files[field] = await smallPng(width, height);
  return createGuide(t, { ...everyBlock.fields, category: categoryId }, files);
}
