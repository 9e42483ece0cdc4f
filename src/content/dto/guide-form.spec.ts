import { BadRequestException } from '@nestjs/common';
import { parseCreateForm, parseUpdateForm } from './guide-form';

const body = (extra: Record<string, unknown> = {}) => ({
  how: JSON.stringify({ title: 'How to save', introduction: 'x' }),
  paano: JSON.stringify({ title: 'Paano mag-ipon' }),
  category: '3',
  ...extra,
});

function errorOf(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return (error as BadRequestException).getResponse();
  }
  throw new Error('expected a refusal');
}

describe('guide forms', () => {
  it('parses a create form with defaults', () => {
    const input = parseCreateForm(body({ sources: JSON.stringify([' https://a.example ', '', { source_link: 'b.example' }]) }));
    expect(input).toMatchObject({ categoryId: 3, status: 'draft', sections: [], sources: ['https://a.example', 'b.example'] });
    expect(input.translations.how).toEqual({ title: 'How to save', introduction: 'x' });
  });

  it('uses SPEC messages', () => {
    expect(errorOf(() => parseCreateForm(body({ paano: JSON.stringify({ title: ' ' }) })))).toEqual({ detail: 'Both English and Tagalog titles are required' });
    expect(errorOf(() => parseCreateForm(body({ category: '' })))).toEqual({ detail: 'Category is required' });
    expect(errorOf(() => parseUpdateForm({ how: '{}' }))).toEqual({ detail: 'Please select a category' });
    expect(errorOf(() => parseCreateForm(body({ post_status: 'gone' })))).toEqual({ post_status: [expect.any(String)] });
    expect(errorOf(() => parseCreateForm(body({ sections: '[' })))).toEqual({ sections: ['sections must be valid JSON.'] });
    expect(errorOf(() => parseCreateForm(body({ sources: '["javascript:alert(1)"]' })))).toEqual({ sources: [expect.any(String)] });
  });

  it('keeps host:port links and refuses disguised schemes', () => {
    expect(parseCreateForm(body({ sources: '["example.com:8080/x","HTTP://A.EXAMPLE"]' })).sources).toEqual(['example.com:8080/x', 'HTTP://A.EXAMPLE']);
    for (const link of ['vbscript:x', ' data:text/html,x', 'java\\nscript:alert(1)']) {
      expect(errorOf(() => parseCreateForm(body({ sources: JSON.stringify([JSON.parse(`"${link}"`)]) })))).toEqual({ sources: [expect.any(String)] });
    }
  });

  it('sorts sections by order and remembers each one\'s index for its image', () => {
    const input = parseUpdateForm({
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

  it('strips NUL, which PostgreSQL text cannot hold, and nothing else', () => {
    const input = parseCreateForm(body({ how: JSON.stringify({ title: 'A\u0000B <script>', introduction: "'; drop table x;--" }) }));
    expect(input.translations.how).toEqual({ title: 'AB <script>', introduction: "'; drop table x;--" });
  });
});
