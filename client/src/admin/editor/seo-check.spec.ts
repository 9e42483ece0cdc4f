import { seoCheck, TITLE_WIDTH_BUDGET, type SeoCheckInput, type SeoFinding } from './seo-check';

/** 10 px per character: a monospace stand-in for the browser's canvas measure. */
const measure = (text: string) => [...text].length * 10;

function input(extra: Partial<SeoCheckInput> = {}): SeoCheckInput {
  return {
    lang: 'how',
    title: 'How to save money',
    seoTitle: '',
    metaDescription: 'Save money every month with a simple plan: a budget, a savings account and small goals that add up over the year.',
    headerDescription: 'About saving',
    introduction: 'To save money, make a plan. Read [how to budget](/financial-tips/how-to-budget) first.',
    conclusion: 'Start today.',
    slug: 'how-to-save-money',
    keywords: 'save money, budget',
    sections: [
      {
        heading: 'Make a plan',
        paragraph: false,
        bullets: ['Write down what you earn.', 'List what you spend.'],
        hasImage: true,
        alt: 'A notebook',
        decorative: false,
      },
    ],
    headerImage: false,
    headerAlt: '',
    headerDecorative: false,
    otherTitle: 'Paano mag-ipon ng pera',
    staleParts: 0,
    ...extra,
  };
}

const find = <K extends SeoFinding['id']>(findings: SeoFinding[], id: K) =>
  findings.find((f) => f.id === id) as Extract<SeoFinding, { id: K }>;

describe('seoCheck', () => {
  it('finds a well-made English guide good on every count', () => {
    const findings = seoCheck(input(), measure);
    expect(findings.map((f) => [f.id, f.status])).toEqual([
      ['title', 'good'],
      ['description', 'good'],
      ['slug', 'good'],
      ['headings', 'good'],
      ['alt', 'good'],
      ['links', 'good'],
      ['keyword', 'good'],
      ['readability-en', 'good'],
      ['translation', 'good'],
    ]);
  });

  it('measures the SEO title when there is one, else the title, against the result width', () => {
    const long = 'x'.repeat(TITLE_WIDTH_BUDGET / 10 + 1);
    expect(find(seoCheck(input({ title: long }), measure), 'title')).toEqual({
      id: 'title',
      status: 'warn',
      px: 590,
      chars: 59,
      seoTitle: false,
    });
    expect(find(seoCheck(input({ title: long, seoTitle: 'Save money' }), measure), 'title')).toEqual(
      expect.objectContaining({ status: 'good', px: 100, seoTitle: true }),
    );
    expect(find(seoCheck(input({ title: '' }), measure), 'title').status).toBe('bad');
  });

  it('checks the description length (the header description stands in), the slug, headings and alt texts', () => {
    expect(find(seoCheck(input({ metaDescription: '', headerDescription: 'Short.' }), measure), 'description')).toEqual(
      expect.objectContaining({ status: 'warn', length: 6 }),
    );
    expect(find(seoCheck(input({ metaDescription: '', headerDescription: '' }), measure), 'description').status).toBe('bad');
    expect(find(seoCheck(input({ slug: 'How_To Save' }), measure), 'slug').problem).toBe('characters');
    expect(find(seoCheck(input({ slug: 'a'.repeat(61) }), measure), 'slug').problem).toBe('long');
    const sections = [{ heading: '', paragraph: false, bullets: ['x'], hasImage: true, alt: '', decorative: false }];
    const findings = seoCheck(input({ sections, headerImage: true, headerAlt: '', headerDecorative: true }), measure);
    expect(find(findings, 'headings')).toEqual(expect.objectContaining({ status: 'warn', empty: 1 }));
    expect(find(findings, 'alt')).toEqual(expect.objectContaining({ status: 'bad', missing: 1, images: 2 }));
  });

  it('counts links to other guides only (not external links, categories or search)', () => {
    const introduction = 'See [a](https://example.com/x/y), [b](/category/money), [c](/money-tips/how-to-save) and [d](/search?q=x).';
    expect(find(seoCheck(input({ introduction }), measure), 'links').count).toBe(1);
    expect(find(seoCheck(input({ introduction: 'No links.' }), measure), 'links').status).toBe('warn');
  });

  it('looks for the first keyword in the title and the introduction, accents and case aside', () => {
    expect(find(seoCheck(input({ keywords: 'budget plan' }), measure), 'keyword')).toEqual(
      expect.objectContaining({ status: 'warn', keyword: 'budget plan', inTitle: false, inIntroduction: false }),
    );
    const fil = input({ lang: 'paano', title: 'Paano mag-ipon sa Piñas', keywords: 'pinas', introduction: 'Sa PIÑAS, mag-ipon.' });
    expect(find(seoCheck(fil, measure), 'keyword')).toEqual(
      expect.objectContaining({ status: 'good', inTitle: true, inIntroduction: true }),
    );
  });

  it('reads a Filipino guide by Filipino rules: sentence length and steps that start with a verb', () => {
    const sections = [
      {
        heading: 'Gumawa ng plano',
        paragraph: false,
        bullets: ['Isulat ang kita mo.', 'Ilista ang gastos.', 'Buksan ang savings account.'],
        hasImage: false,
        alt: '',
        decorative: false,
      },
    ];
    const good = seoCheck(input({ lang: 'paano', introduction: 'Madali ang mag-ipon.', conclusion: 'Simulan ngayon.', sections }), measure);
    expect(good.some((f) => f.id === 'readability-en')).toBe(false);
    expect(find(good, 'readability-fil')).toEqual(expect.objectContaining({ status: 'good', verbSteps: 3, steps: 3 }));
    const nouns = [{ ...sections[0]!, bullets: ['Ang kita mo.', 'Ang gastos.', 'Ang savings account.'] }];
    expect(find(seoCheck(input({ lang: 'paano', sections: nouns }), measure), 'readability-fil')).toEqual(
      expect.objectContaining({ status: 'warn', verbSteps: 0, steps: 3 }),
    );
  });

  it('says when the other language is missing or this translation is stale', () => {
    expect(find(seoCheck(input({ otherTitle: '' }), measure), 'translation')).toEqual(
      expect.objectContaining({ status: 'warn', state: 'missing' }),
    );
    expect(find(seoCheck(input({ staleParts: 2 }), measure), 'translation')).toEqual(expect.objectContaining({ state: 'stale', parts: 2 }));
  });

  it("reads issue 38's steps and blocks: step actions count as Filipino steps, their words as text, their images' alt texts", () => {
    const fil = input({
      lang: 'paano',
      sections: [
        {
          heading: 'Magsaing',
          paragraph: false,
          bullets: [''],
          hasImage: false,
          alt: '',
          decorative: false,
          steps: [
            { action: 'Hugasan ang bigas', details: ['Dalawang beses.'], hasImage: true, alt: '' },
            { action: 'Ang tubig', details: ['Hanggang sa unang buko.'], hasImage: false, alt: '' },
          ],
        },
      ],
      blocks: ['Tingnan ang [paano magbadyet](/financial-tips/paano-magbadyet).'],
    });
    const findings = seoCheck(fil, measure);
    expect(find(findings, 'readability-fil')).toMatchObject({ steps: 2, verbSteps: 1 });
    expect(find(findings, 'alt')).toMatchObject({ status: 'bad', missing: 1, images: 1 });
    expect(find(seoCheck({ ...fil, introduction: 'Walang link.' }, measure), 'links')).toMatchObject({ status: 'good', count: 1 });
  });
});
