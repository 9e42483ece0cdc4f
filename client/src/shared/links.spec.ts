import { categoryPath, classifyLink, displaySourceLink, guidePath, imageSizeFromUrl, queryFromSearchSlug, searchPath } from './links';

describe('classifyLink', () => {
  it('keeps http(s) links and site paths', () => {
    expect(classifyLink('https://example.com/a?b=1')).toEqual({ href: 'https://example.com/a?b=1', external: true });
    expect(classifyLink('HTTP://example.com')).toEqual({ href: 'HTTP://example.com', external: true });
    expect(classifyLink('https://[::1]:8080/')).toEqual({ href: 'https://[::1]:8080/', external: true });
    expect(classifyLink('https://bücher.example/ä')).toEqual({ href: 'https://bücher.example/ä', external: true });
    expect(classifyLink('/about')).toEqual({ href: '/about', external: false });
    expect(classifyLink('  /about  ')).toEqual({ href: '/about', external: false });
  });
  it('prepends https:// to addresses without a scheme', () => {
    expect(classifyLink('example.com')).toEqual({ href: 'https://example.com', external: true });
    expect(classifyLink('www.example.com:8080/x')).toEqual({ href: 'https://www.example.com:8080/x', external: true });
    expect(classifyLink('localhost:3000')).toEqual({ href: 'https://localhost:3000', external: true });
    expect(classifyLink('//example.com/x')).toEqual({ href: 'https://example.com/x', external: true });
    expect(classifyLink('example.com/a b')).toEqual({ href: 'https://example.com/a%20b', external: true });
  });
  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\u200bscript:alert(1)',
    'java script:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript&colon;alert(1)',
    '&#0000106&#0000097vascript:alert(1)',
    '&amp;#106;avascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:image/svg+xml;base64,PHN2Zz4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'mailto:someone@example.com',
    'blob:https://example.com/uuid',
    '/\\evil.example',
    '\\\\evil.example',
    'https:/\\evil.example',
    'https:///evil.example',
    'https://',
    'https://?x',
    '//',
    '///x',
    '#top',
    '?q=1',
    '@evil.example',
    '',
    '   ',
  ])('refuses %j', (url) => {
    expect(classifyLink(url)).toBeNull();
  });
  it('refuses non-strings', () => {
    expect(classifyLink(undefined)).toBeNull();
    expect(classifyLink({ toString: () => 'https://x' })).toBeNull();
  });
});

describe('displaySourceLink', () => {
  it('keeps http and https links', () => {
    expect(displaySourceLink('https://bsp.gov.ph/x')).toBe('https://bsp.gov.ph/x');
    expect(displaySourceLink('http://example.com')).toBe('http://example.com');
  });
  it('prepends https:// when the link lacks http:// or https://', () => {
    expect(displaySourceLink('www.who.int/health')).toBe('https://www.who.int/health');
    expect(displaySourceLink('  example.com ')).toBe('https://example.com');
    expect(displaySourceLink('/example.com/x')).toBe('https://example.com/x');
  });
  it('returns null for blank links and other schemes', () => {
    for (const link of ['', '  ', null, 3, 'javascript:alert(1)', 'data:text/html,x', ' JavaScript:x', '&#106;avascript:x']) {
      expect(displaySourceLink(link)).toBeNull();
    }
  });
});

describe('guidePath', () => {
  const guide = {
    slug: 'how-to-budget',
    title: 'How to budget',
    paano_content: { slug: 'paano-mag-budget', title: 'Paano mag-budget' },
    category: { id: 1, category_how: 'Financial Tips', category_paano: 'Pananalapi' },
  };
  it('builds /{category in lang}/{slug in lang}', () => {
    expect(guidePath(guide, 'how')).toBe('/financial-tips/how-to-budget');
    expect(guidePath(guide, 'paano')).toBe('/pananalapi/paano-mag-budget');
  });
  it('reads the editor shape, suggestions and search results', () => {
    const bilingual = {
      how: { slug: 'a' },
      paano: { slug: 'b' },
      category: { id: 1, category_how: 'Tech Tutorials', category_paano: 'Edukasyon' },
    };
    expect(guidePath(bilingual, 'paano')).toBe('/edukasyon/b');
    const result = { slug: 'paano-x', category: { how: 'Health & Wellness', paano: 'Kalusugan' } };
    expect(guidePath(result, 'paano')).toBe('/kalusugan/paano-x');
    expect(guidePath(result, 'how')).toBe('/health-wellness/paano-x');
  });
  it('uses "guide" when there is no category and escapes odd slugs', () => {
    expect(guidePath({ slug: 'x', category: null }, 'how')).toBe('/guide/x');
    expect(guidePath({ slug: 'a/b?c', category: null }, 'how')).toBe('/guide/a%2Fb%3Fc');
  });
});

describe('categoryPath', () => {
  it('slugifies the English name', () => {
    expect(categoryPath({ category_how: 'Health & Wellness', category_paano: 'Kalusugan' })).toBe('/category/health-wellness');
  });
});

describe('searchPath', () => {
  it('slugifies the trimmed query', () => {
    expect(searchPath('  How to start investing ')).toBe('/how-to-start-investing');
    expect(searchPath('Paano gumagana ang crypto?')).toBe('/paano-gumagana-ang-crypto');
  });
  it('returns null for blank, whitespace-only or letterless input', () => {
    for (const query of ['', '   ', '\n\t', '???', null]) expect(searchPath(query)).toBeNull();
  });
});

describe('queryFromSearchSlug', () => {
  it('turns hyphens into spaces', () => {
    expect(queryFromSearchSlug('how-to-start-investing')).toBe('how to start investing');
    expect(queryFromSearchSlug('-a--b-')).toBe('a b');
  });
  it('decodes escapes and tolerates malformed ones', () => {
    expect(queryFromSearchSlug('para%C3%B1aque-food')).toBe('parañaque food');
    expect(queryFromSearchSlug('100%-sure')).toBe('100% sure');
    expect(queryFromSearchSlug(undefined)).toBe('');
  });
});

describe('imageSizeFromUrl', () => {
  it('reads the source dimensions of an uploaded image, nothing else', () => {
    expect(imageSizeFromUrl('/media/0123456789abcdef0123456789abcdef-1200x800-960.webp')).toEqual({ width: 1200, height: 800 });
    expect(imageSizeFromUrl('https://example.com/a.png')).toBeNull();
    expect(imageSizeFromUrl(null)).toBeNull();
  });
});
