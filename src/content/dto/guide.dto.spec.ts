import { BadRequestException } from '@nestjs/common';
import { validateBody } from '../../common/validation';
import { createInput, updateInput } from '../guide-input';
import { parseJsonFields, GUIDE_JSON_FIELDS } from './guide-form';
import { CreateGuideDto, UpdateGuideDto } from './guide.dto';

/** A form as multipart delivers it (JSON text fields), through the same steps as a request. */
async function createForm(extra: Record<string, unknown> = {}) {
  const body = {
    how: JSON.stringify({ title: 'How to save', introduction: 'x' }),
    paano: JSON.stringify({ title: 'Paano mag-ipon' }),
    category: '3',
    ...extra,
  };
  return createInput(await validateBody(CreateGuideDto, parseJsonFields(body, GUIDE_JSON_FIELDS)));
}

async function updateForm(body: Record<string, unknown>) {
  return updateInput(await validateBody(UpdateGuideDto, parseJsonFields(body, GUIDE_JSON_FIELDS)));
}

async function refusal(form: Promise<unknown>): Promise<unknown> {
  const error = await form.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BadRequestException);
  return (error as BadRequestException).getResponse();
}

describe('guide forms', () => {
  it('reads a create form with defaults: draft, no sections, links without blanks', async () => {
    const input = await createForm({ sources: JSON.stringify([' https://a.example ', '', { source_link: 'b.example' }]) });
    expect(input).toMatchObject({ categoryId: 3, status: 'draft', sections: [], sources: ['https://a.example', 'b.example'] });
    expect(input.translations.how).toEqual({ title: 'How to save', introduction: 'x' });
  });

  it("answers SPEC's messages", async () => {
    expect(await refusal(createForm({ paano: JSON.stringify({ title: ' ' }) }))).toEqual({
      detail: 'Both English and Tagalog titles are required',
    });
    expect(await refusal(createForm({ category: '' }))).toEqual({ detail: 'Category is required' });
    expect(await refusal(updateForm({ how: '{}' }))).toEqual({ detail: 'Please select a category' });
    expect(await refusal(createForm({ post_status: 'gone' }))).toEqual({
      post_status: ['Status must be one of draft, published, archived.'],
    });
    expect(() => parseJsonFields({ sections: '[' }, GUIDE_JSON_FIELDS)).toThrow(BadRequestException);
    expect(await refusal(createForm({ sources: '["javascript:alert(1)"]' }))).toEqual({
      sources: ['Source links must be web addresses (http:// or https://).'],
    });
  });

  it('keeps host:port links and refuses disguised schemes', async () => {
    expect((await createForm({ sources: '["example.com:8080/x","HTTP://A.EXAMPLE"]' })).sources).toEqual([
      'example.com:8080/x',
      'HTTP://A.EXAMPLE',
    ]);
    for (const link of ['vbscript:x', ' data:text/html,x', 'java\nscript:alert(1)']) {
      expect(await refusal(createForm({ sources: JSON.stringify([link]) }))).toEqual({
        sources: ['Source links must be web addresses (http:// or https://).'],
      });
    }
  });

  it("sorts sections by order and remembers each one's index for its image", async () => {
    const input = await updateForm({
      category: 1,
      sections: JSON.stringify([
        { id: 7, section_how: 'b', order: 2, image: null },
        { section_how: 'a', order: 1, section_how_bullets: 'single' },
      ]),
    });
    expect(input.sections).toEqual([
      expect.objectContaining({ headingHow: 'a', index: 1, bulletsHow: ['single'], removeImage: false, id: undefined }),
      expect.objectContaining({ headingHow: 'b', index: 0, id: 7, removeImage: true }),
    ]);
  });

  it('strips NUL, which PostgreSQL text cannot hold, and nothing else', async () => {
    const input = await createForm({ how: JSON.stringify({ title: 'A\u0000B <script>', introduction: "'; drop table x;--" }) });
    expect(input.translations.how).toEqual({ title: 'AB <script>', introduction: "'; drop table x;--" });
  });
});
