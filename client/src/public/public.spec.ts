import type { CategoryDto } from '../api/types';
import { renderDocument, scriptJson } from '../document';
import { findCategory } from './category/category-data';
import { plainPreview } from './common';
import { languageOfPath } from './guide/guide-data';
import { defaultHead, resolveHead } from './head';
import { DEFAULT_SITE } from './site';

const category = (id: number, how: string, paano: string): CategoryDto => ({
  id,
  category_how: how,
  category_paano: paano,
  rank: null,
  meta_description: '',
  meta_keywords: '',
  status: 'published',
});

const categories = [
  category(1, 'Educational Guides', 'Mga Gabay Pang-edukasyon'),
  category(2, 'Tech', 'Tech'),
  category(3, 'Financial Tips', 'Mga Tip sa Pananalapi'),
];

describe(languageOfPath.name, () => {
  test('a path with /edukasyon/ opens the Filipino version', () => {
    expect(languageOfPath('/edukasyon/paano-mag-aral', 'edukasyon', [])).toBe('paano');
  });
  test('the slugified Filipino category name opens the Filipino version', () => {
    expect(languageOfPath('/mga-tip-sa-pananalapi/x', 'mga-tip-sa-pananalapi', categories)).toBe('paano');
  });
  test('English names, names equal in both languages and unknown segments stay English', () => {
    expect(languageOfPath('/financial-tips/x', 'financial-tips', categories)).toBe('how');
    expect(languageOfPath('/tech/x', 'tech', categories)).toBe('how');
    expect(languageOfPath('/guide/x', 'guide', categories)).toBe('how');
  });
});

describe(findCategory.name, () => {
  test('matches the slugified English or Filipino name', () => {
    expect(findCategory(categories, 'financial-tips')?.id).toBe(3);
    expect(findCategory(categories, 'mga-gabay-pang-edukasyon')?.id).toBe(1);
    expect(findCategory(categories, 'nothing')).toBeNull();
  });
});

describe(plainPreview.name, () => {
  test('drops formatting markers and cuts at a word', () => {
    expect(plainPreview('[p] **Bold** and [a link](https://x.y) [20px big]', 100)).toBe('Bold and a link big');
    expect(plainPreview('one two three four five', 12)).toBe('one two…');
  });
});

describe('document', () => {
  test('JSON in script blocks cannot close the element', () => {
    const json = scriptJson({ text: '</script><script>alert(1)</script><!--' });
    expect(json).not.toMatch(/<|>/);
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script><!--' });
  });

  test('head values are escaped and the page title names the site', () => {
    const head = resolveHead(
      [{ handle: { head: () => ({ title: '"><script>x</script>', description: 'a & b' }) }, data: {} }],
      DEFAULT_SITE,
      '/',
    );
    const html = renderDocument({
      head,
      site: DEFAULT_SITE,
      assets: { js: ['/assets/main.js'], css: ['/assets/main.css'] },
      appHtml: '',
      hydrationData: { loaderData: {} },
    });
    expect(html).toContain('<title>&quot;&gt;&lt;script&gt;x&lt;/script&gt; | HowPaano</title>');
    expect(html).toContain('content="a &amp; b"');
    expect(html).toContain('<script defer src="/assets/main.js"></script>');
    expect(html).not.toMatch(/<script>(?!<)/);
    expect(defaultHead(DEFAULT_SITE).title).toBe('HowPaano');
  });

  test("the build's entry runs inline before the stylesheet, and is then not linked", () => {
    const html = renderDocument({
      head: defaultHead(DEFAULT_SITE),
      site: DEFAULT_SITE,
      assets: { js: ['/assets/main.js'], css: ['/assets/main.css'], inline: 'start()' },
      appHtml: '',
      hydrationData: { loaderData: {} },
    });
    expect(html).toContain('<script>start()</script>\n<link rel="stylesheet" href="/assets/main.css">');
    expect(html).not.toContain('/assets/main.js');
  });
});
