import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import {
  Bullets,
  FormattedInline,
  FormattedText,
  isParagraphSection,
  MAX_FORMATTED_LENGTH,
  parseBullet,
  parseBullets,
  parseFormatted,
  plainText,
  stripBulletMarker,
  stripParagraphMarker,
} from './format';
import { mulberry32 } from '../shared/trending';

const block = (text: unknown) => renderToStaticMarkup(<FormattedText text={text} />);
const inline = (text: unknown) => renderToStaticMarkup(<FormattedInline text={text} />);
const bullets = (items: unknown) => renderToStaticMarkup(<Bullets items={items} />);
/** Block rendering without the wrapper, to keep expectations short. */
const body = (text: unknown) => block(text).replace(/^<div>|<\/div>$/g, '');

const EXTERNAL = 'rel="noopener noreferrer nofollow" target="_blank"';

describe('FormattedText: blocks', () => {
  it('starts a paragraph at a blank line and breaks the line at a single newline', () => {
    expect(body('one\ntwo\n\nthree')).toBe('<p>one<br/>two</p><p>three</p>');
  });
  it('treats whitespace-only lines and runs of blank lines as one paragraph break, and CRLF like LF', () => {
    expect(body('a\n   \n\n\t\nb\r\n\r\nc\r\nd')).toBe('<p>a</p><p>b</p><p>c<br/>d</p>');
  });
  it('drops leading and trailing blank lines', () => {
    expect(body('\n\n  \nhello\n\n')).toBe('<p>hello</p>');
  });
  it('renders an empty paragraph for empty, whitespace-only and non-string input', () => {
    for (const value of ['', '  \n\n ', null, undefined, 42, {}, [], ['text'], new String('x')]) {
      expect(block(value)).toBe('<div><p></p></div>');
    }
  });
  it('shows "Content too large to parse" over 100000 characters and renders exactly 100000', () => {
    expect(block('a'.repeat(MAX_FORMATTED_LENGTH + 1))).toBe('<div><p>Content too large to parse</p></div>');
    expect(inline('a'.repeat(MAX_FORMATTED_LENGTH + 1))).toBe('Content too large to parse');
    expect(block('a'.repeat(MAX_FORMATTED_LENGTH))).toBe(`<div><p>${'a'.repeat(MAX_FORMATTED_LENGTH)}</p></div>`);
  });
  it('shows "Error parsing content" when parsing throws', () => {
    const split = String.prototype.split;
    const spy = jest.spyOn(String.prototype, 'split').mockImplementation(function (this: string, ...args: unknown[]) {
      if (this.includes('TRIGGER-FAILURE')) throw new Error('boom');
      return (split as (...a: unknown[]) => string[]).apply(this, args);
    });
    try {
      expect(block('TRIGGER-FAILURE')).toBe('<div><p>Error parsing content</p></div>');
    } finally {
      spy.mockRestore();
    }
  });
  it('can render inline-only, with paragraphs as double breaks, inside a span', () => {
    expect(renderToStaticMarkup(<FormattedText text={'a\n\n**b**'} as="span" className="x" />)).toBe(
      '<span class="x">a<br/><br/><strong>b</strong></span>',
    );
  });
  it('renders the same markup every time (server and browser agree)', () => {
    const text = 'Intro **bold** [16px big] [link](example.com)\n\n*second* `code`';
    expect(renderToString(<FormattedText text={text} />)).toBe(renderToString(<FormattedText text={text} />));
    expect(parseFormatted(text)).toEqual(parseFormatted(text));
  });
});

describe('FormattedText: inline markup', () => {
  it('renders **bold**, *italic* and `code`', () => {
    expect(body('**b** *i* `c`')).toBe('<p><strong>b</strong> <em>i</em> <code>c</code></p>');
  });
  it('nests bold and italic', () => {
    expect(body('*a **b** c*')).toBe('<p><em>a <strong>b</strong> c</em></p>');
    expect(body('**a *b* c**')).toBe('<p><strong>a <em>b</em> c</strong></p>');
    expect(body('***both***')).toBe('<p><strong><em>both</em></strong></p>');
  });
  it('shows markup inside `code` as typed', () => {
    expect(body('`**not bold** [x](y)`')).toBe('<p><code>**not bold** [x](y)</code></p>');
  });
  it('leaves unbalanced and spaced markers as text', () => {
    expect(body('**unclosed and *also')).toBe('<p>**unclosed and *also</p>');
    expect(body('2 * 3 * 4 and a ** b')).toBe('<p>2 * 3 * 4 and a ** b</p>');
    expect(body('`open')).toBe('<p>`open</p>');
    expect(body('****')).toBe('<p>****</p>');
    expect(body('**a *b** c*')).toBe('<p><strong>a *b</strong> c*</p>');
  });
  it('shows a backslash-escaped marker character as itself (an imported "2*3*4")', () => {
    expect(body('2\\*3\\*4 and *2\\*3* and **x\\***')).toBe('<p>2*3*4 and <em>2*3</em> and <strong>x*</strong></p>');
    expect(body('\\[not](a link) \\`tick\\` a \\/10px b/ C:\\\\\\* and C:\\Users')).toBe(
      '<p>[not](a link) `tick` a /10px b/ C:\\* and C:\\Users</p>',
    );
  });
  it('sets font size with [10px words] and /10px words/ between 8 and 72 px', () => {
    expect(body('[10px small] and /20px big/')).toBe(
      '<p><span style="font-size:10px">small</span> and <span style="font-size:20px">big</span></p>',
    );
    expect(body('[8px a] [72px b]')).toBe('<p><span style="font-size:8px">a</span> <span style="font-size:72px">b</span></p>');
    expect(body('[16px **bold** big]')).toBe('<p><span style="font-size:16px"><strong>bold</strong> big</span></p>');
  });
  it('keeps other sizes and malformed size markers as literal text', () => {
    expect(body('[7px a] [73px b] [100px c] /5px d/ [1000px e] [16px] [16pxno] [16 px f]')).toBe(
      '<p>[7px a] [73px b] [100px c] /5px d/ [1000px e] [16px] [16pxno] [16 px f]</p>',
    );
  });
  it('does not read slashes inside words or URLs as size markers', () => {
    expect(body('and/or a/16px b/ see http://x/16px y/')).toBe('<p>and/or a/16px b/ see http://x/16px y/</p>');
  });
  it('strips angle brackets and braces before parsing', () => {
    expect(body('a <b>bold</b> {x} {{constructor}} {{__proto__}}')).toBe('<p>a bbold/b x constructor __proto__</p>');
  });
  it('does not treat [p] inside text as markup', () => {
    expect(body('[p] text')).toBe('<p>[p] text</p>');
  });
});

describe('FormattedText: links', () => {
  it('keeps http and https links, opening them in a new tab without referrer or ranking credit', () => {
    expect(body('[a](http://a.example) [b](https://b.example/x?y=1&z=2)')).toBe(
      `<p><a href="http://a.example" ${EXTERNAL}>a</a> <a href="https://b.example/x?y=1&amp;z=2" ${EXTERNAL}>b</a></p>`,
    );
  });
  it('keeps site paths as internal links', () => {
    expect(body('[About](/about)')).toBe('<p><a href="/about">About</a></p>');
  });
  it('prepends https:// to links without a scheme', () => {
    expect(body('[x](example.com/page) [y](www.example.com:8080/a)')).toBe(
      `<p><a href="https://example.com/page" ${EXTERNAL}>x</a> <a href="https://www.example.com:8080/a" ${EXTERNAL}>y</a></p>`,
    );
  });
  it('treats //host as an external https link', () => {
    expect(body('[x](//example.com)')).toBe(`<p><a href="https://example.com" ${EXTERNAL}>x</a></p>`);
  });
  it('renders markup in the label and falls back to the URL for an empty label', () => {
    expect(body('[**bold** label](https://x.example)')).toBe(
      `<p><a href="https://x.example" ${EXTERNAL}><strong>bold</strong> label</a></p>`,
    );
    expect(body('[](https://x.example)')).toBe(`<p><a href="https://x.example" ${EXTERNAL}>https://x.example</a></p>`);
  });
  it('allows one pair of parentheses inside the URL', () => {
    expect(body('[Rice](https://en.wikipedia.org/wiki/Rice_(food)) and (more)')).toBe(
      `<p><a href="https://en.wikipedia.org/wiki/Rice_(food)" ${EXTERNAL}>Rice</a> and (more)</p>`,
    );
    expect(body('([x](https://a.example))')).toBe(`<p>(<a href="https://a.example" ${EXTERNAL}>x</a>)</p>`);
    expect(body('[x](javascript:alert(1))')).toBe('<p>[x](javascript:alert(1))</p>');
  });
  it('links the inner bracket when brackets are unbalanced', () => {
    expect(body('[a [b](https://c.example)')).toBe(`<p>[a <a href="https://c.example" ${EXTERNAL}>b</a></p>`);
  });
  it('shows links with other schemes as plain text, label and URL included', () => {
    for (const link of [
      '[x](javascript:alert(1))',
      '[x]( JaVaScRiPt:alert(1))',
      '[x](java\tscript:alert(1))',
      '[x](java\nscript:alert(1))',
      '[x](&#106;avascript:alert(1))',
      '[x](&#x6A;avascript&colon;alert(1))',
      '[x](&#0000106avascript:alert(1))',
      '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '[x](vbscript:msgbox(1))',
      '[x](file:///etc/passwd)',
      '[x](mailto:a@b.example)',
      '[x](/\\evil.example)',
      '[x](https:/\\evil.example)',
      '[x](java\u200bscript:alert(1))',
    ]) {
      const out = body(link);
      expect(out).not.toContain('<a');
      expect(out).toContain('[x](');
    }
  });
  it('never nests a link in a link', () => {
    expect(body('[a](https://a.example)')).toBe(`<p><a href="https://a.example" ${EXTERNAL}>a</a></p>`);
  });
});

/** Every tag and attribute in the markup, to check nothing but our own elements appears. */
function tagsAndAttributes(markup: string): { tags: Set<string>; attributes: Set<string>; hrefs: string[] } {
  const tags = new Set<string>();
  const attributes = new Set<string>();
  const hrefs: string[] = [];
  for (const [, name, attrs] of markup.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g)) {
    tags.add(name!.toLowerCase());
    for (const [, attr, value] of attrs!.matchAll(/\s([^\s=/]+)(?:="([^"]*)")?/g)) {
      attributes.add(attr!.toLowerCase());
      if (attr!.toLowerCase() === 'href') hrefs.push(value!.replace(/&amp;/g, '&'));
    }
  }
  return { tags, attributes, hrefs };
}

const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  '"><script>alert(1)</script>',
  '<a href="javascript:alert(1)">x</a>',
  '[x](javascript:alert(1))',
  '[x]( JaVaScRiPt:alert(1))',
  '[x](data:text/html,<script>alert(1)</script>)',
  '[x](&#106;avascript:alert(1))',
  '[x](&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1))',
  '[x](&amp;#106;avascript:alert(1))',
  '[x](vbscript:msgbox(1))',
  '[x" onmouseover="alert(1)](https://a.example" onclick="alert(1))',
  '[x](https://a.example/"onmouseover="alert(1))',
  '[16px <script>alert(1)</script>] /16px <img src=x onerror=alert(1)>/',
  '**<script>**alert(1)**</script>**',
  '`<script>alert(1)</script>`',
  '*[x](javascript:alert(1))*',
  '[[x](javascript:alert(1))](https://a.example)',
  '{{constructor.constructor("alert(1)")()}}',
  '${alert(1)} {{7*7}}',
  '***[**`[x](javascript:1)`**](data:x)***',
];

const ALLOWED_TAGS = new Set(['div', 'p', 'br', 'strong', 'em', 'code', 'span', 'a', 'ul', 'li']);
const ALLOWED_ATTRIBUTES = new Set(['href', 'rel', 'target', 'style']);

function expectInert(markup: string) {
  const { tags, attributes, hrefs } = tagsAndAttributes(markup);
  for (const tag of tags) expect(ALLOWED_TAGS).toContain(tag);
  for (const attr of attributes) expect(ALLOWED_ATTRIBUTES).toContain(attr);
  expect(markup).not.toMatch(/<script/i);
  expect(markup).not.toMatch(/<[^>]*\son\w+\s*=/i);
  for (const href of hrefs) {
    expect(href).toMatch(/^(https?:\/\/[^/\\]|\/(?![/\\]))/i);
    expect(href).not.toMatch(/^\s*(javascript|data|vbscript):/i);
  }
}

describe('hostile input', () => {
  it.each(HOSTILE)('renders %j inertly as a block, inline and as a bullet', (payload) => {
    expectInert(block(payload));
    expectInert(inline(payload));
    expectInert(bullets([payload, `- ${payload}\n  ${payload}`]));
  });

  it('renders every hostile payload together inertly', () => {
    expectInert(block(HOSTILE.join('\n\n')));
  });

  it('survives 100000 characters of unbalanced markers', () => {
    for (const unit of ['**', '*a', '[', '[x](', '/16px ', '`', '[16px ', '](', '***', '*[', '[a](b', ' ', '\n\f', ' \n', '\n-', '&#']) {
      const text = unit.repeat(Math.floor(MAX_FORMATTED_LENGTH / unit.length));
      const out = block(text);
      expect(out.startsWith('<div><p>')).toBe(true);
      expectInert(out);
      expectInert(inline(text + 'x'));
      expectInert(bullets([text + 'x', `x\n${text}x`]));
    }
  }, 60_000);

  it('survives deeply nested markers', () => {
    const nested = '[16px *'.repeat(2000) + 'x' + '*]'.repeat(2000);
    expectInert(block(nested));
    const emphasis = '**a *'.repeat(3000) + 'x' + '* b**'.repeat(3000);
    expectInert(block(emphasis));
    expectInert(block('**' + '[a](x('.repeat(16000) + '**))'));
  }, 60_000);
});

describe('random marker soup (seeded)', () => {
  const TOKENS = [
    '*',
    '**',
    '***',
    '`',
    '[',
    ']',
    '(',
    ')',
    '](',
    '/',
    '16px ',
    '[16px ',
    '/16px ',
    'a',
    ' ',
    '\n',
    '\n\n',
    'https://x.example',
    'javascript:alert(1)',
    ' data:x',
    '&#106;',
    '<img onerror=x>',
    '{',
    '}',
    '"',
    "'",
    '•',
    '- ',
    '  ',
  ];

  it.each(Array.from({ length: 20 }, (_, i) => i))('renders soup #%i inertly', (seed) => {
    const random = mulberry32(seed);
    const alphabet = TOKENS.filter(() => random() < 0.5);
    let text = '';
    while (text.length < 20_000) text += alphabet[Math.floor(random() * alphabet.length)] ?? 'a';
    expectInert(block(text));
    expectInert(inline(text));
    expectInert(bullets(text.split('\n\n')));
  });
});

describe('FormattedInline', () => {
  it('renders inline markup without paragraphs', () => {
    expect(inline('How to **save** *money*')).toBe('How to <strong>save</strong> <em>money</em>');
  });
  it('turns line breaks into one <br/> each, collapsing blank lines', () => {
    expect(inline('a\nb\n\n\nc')).toBe('a<br/>b<br/>c');
  });
  it('renders nothing for empty or non-string input', () => {
    expect(inline('')).toBe('');
    expect(inline(null)).toBe('');
    expect(inline(7)).toBe('');
  });
});

describe('plainText', () => {
  it('drops markers and keeps the words', () => {
    expect(plainText('**Save** *first*, `then` [16px spend]\n/12px wisely/ — [read](example.com)\n\n<b>Next</b> {x}')).toBe(
      'Save first, then spend wisely — read bNext/b x',
    );
  });
  it('keeps refused links as typed and handles odd input', () => {
    expect(plainText('[x](javascript:alert(1))')).toBe('[x](javascript:alert(1))');
    expect(plainText(null)).toBe('');
    expect(plainText('a'.repeat(MAX_FORMATTED_LENGTH + 1))).toBe('');
  });
  it('is fast on long whitespace runs after a size marker', () => {
    const text = `/16px ${' '.repeat(99_000)}x [16px ${'\t'.repeat(500)}`;
    expect(plainText(text)).toBe('/16px x [16px');
  });
});

describe('parseBullet', () => {
  it.each([
    ['• dot', 'dot'],
    ['•dot', 'dot'],
    ['· middle dot', 'middle dot'],
    ['. period', 'period'],
    ['* star', 'star'],
    ['- hyphen', 'hyphen'],
    ['-hyphen', 'hyphen'],
    ['– en dash', 'en dash'],
    ['   - indented first line', 'indented first line'],
    ['no marker', 'no marker'],
  ])('removes the marker of %j', (raw, text) => {
    expect(parseBullet(raw)).toEqual({ text, subPoints: [] });
  });
  it('keeps what only looks like a marker', () => {
    expect(parseBullet('*italic* start').text).toBe('*italic* start');
    expect(parseBullet('**bold** start').text).toBe('**bold** start');
    expect(parseBullet('-5°C at night').text).toBe('-5°C at night');
    expect(parseBullet('.NET basics').text).toBe('.NET basics');
  });
  it('reads indented lines as sub-points, each without its marker', () => {
    expect(parseBullet('- point\n  - first\n\t• second\n    third')).toEqual({
      text: 'point',
      subPoints: ['first', 'second', 'third'],
    });
  });
  it('continues the item above on a line that is not indented', () => {
    expect(parseBullet('point\nmore of it\n  sub\nmore of sub')).toEqual({
      text: 'point\nmore of it',
      subPoints: ['sub\nmore of sub'],
    });
  });
  it('splits a pasted list into one bullet per marker line', () => {
    expect(parseBullets(['• one\n  - sub\n• two\n- three\ncontinued\n-5°C'])).toEqual([
      { text: 'one', subPoints: ['sub'] },
      { text: 'two', subPoints: [] },
      { text: 'three\ncontinued\n-5°C', subPoints: [] },
    ]);
    expect(parseBullets(['*italic* start\n**bold** next'])).toEqual([{ text: '*italic* start\n**bold** next', subPoints: [] }]);
  });
  it('handles blank and non-string bullets', () => {
    expect(parseBullet('  \n ')).toEqual({ text: '', subPoints: [] });
    expect(parseBullet(undefined)).toEqual({ text: '', subPoints: [] });
    expect(parseBullets(['', 'a', null, '  -  ', 3])).toEqual([{ text: 'a', subPoints: [] }]);
    expect(parseBullets('not an array')).toEqual([]);
    expect(stripBulletMarker('  • x ')).toBe('x');
  });
});

describe('Bullets', () => {
  it('renders each bullet through the inline rules with sub-points in a nested list', () => {
    expect(bullets(['• **Save** first', '- Invest\n  - [16px index funds]\n  - bonds'])).toBe(
      '<ul><li><strong>Save</strong> first</li>' +
        '<li>Invest<ul><li><span style="font-size:16px">index funds</span></li><li>bonds</li></ul></li></ul>',
    );
  });
  it('renders nothing when there are no bullets', () => {
    expect(bullets([])).toBe('');
    expect(bullets(['', '  '])).toBe('');
    expect(bullets(undefined)).toBe('');
  });
  it('passes a class name to the list', () => {
    expect(renderToStaticMarkup(<Bullets items={['a']} className="b" />)).toBe('<ul class="b"><li>a</li></ul>');
  });
});

describe('[p] sections', () => {
  it('recognises the marker case-insensitively after leading whitespace', () => {
    expect(isParagraphSection('[p] Key insight')).toBe(true);
    expect(isParagraphSection('  [P]Key insight')).toBe(true);
    expect(isParagraphSection('Heading [p]')).toBe(false);
    expect(isParagraphSection('[pp] x')).toBe(false);
    expect(isParagraphSection(undefined)).toBe(false);
  });
  it('strips the marker and trims', () => {
    expect(stripParagraphMarker('  [P]  Key insight ')).toBe('Key insight');
    expect(stripParagraphMarker('Plain heading')).toBe('Plain heading');
    expect(stripParagraphMarker(null)).toBe('');
  });
});
