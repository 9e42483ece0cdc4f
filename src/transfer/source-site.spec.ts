import { redirectKey } from '../content/path-redirect.repository';
import { guessLang, langOf, planImport } from './import-plan';
import { mediaRelativePath, resolveInMediaDir } from './media-source';
import { parsePhpMap, pathOf, phpMap, readSourceSite } from './source-site';
import { readXml } from './xml-reader';

describe(parsePhpMap.name, () => {
  it("reads Polylang's serialised language → post id map, and writes it back the same", () => {
    const text = 'a:2:{s:2:"en";i:12;s:2:"tl";i:13;}';
    expect(parsePhpMap(text)).toEqual({ en: '12', tl: '13' });
    expect(phpMap({ en: 12, tl: 13 })).toBe(text);
    expect(parsePhpMap('not serialised')).toEqual({});
  });
});

describe(readXml.name, () => {
  const read = (xml: string, max?: number) => readXml([xml], () => undefined, max);

  it('refuses a DOCTYPE (no entity can be declared), an undefined entity and a file over the limit', async () => {
    await expect(read('<!DOCTYPE x [<!ENTITY a "aaaa">]><rss>&a;</rss>')).rejects.toThrow(/DOCTYPE/);
    await expect(read('<rss><channel><title>&nope;</title></channel></rss>')).rejects.toThrow(/not well-formed/);
    await expect(read(`<rss><channel>${'<item/>'.repeat(100)}</channel></rss>`, 200)).rejects.toThrow(/larger than/);
  });

  it('reads a multi-byte character split across chunks', async () => {
    const bytes = Buffer.from('<rss><channel><item><title>Ñ</title></item></channel></rss>');
    const at = bytes.indexOf(Buffer.from('Ñ')) + 1;
    const titles: string[] = [];
    await readXml([bytes.subarray(0, at), bytes.subarray(at)], (_kind, node) => titles.push(node.children[0]!.text));
    expect(titles).toEqual(['Ñ']);
  });
});

describe('language', () => {
  it("maps Polylang's slugs and guesses from the text", () => {
    expect([langOf('en'), langOf('en_US'), langOf('tl'), langOf('fil'), langOf('es'), langOf(null)]).toEqual([
      'how',
      'how',
      'paano',
      'paano',
      null,
      null,
    ]);
    expect(guessLang('Paano magluto ng kanin para sa mga bata')).toBe('paano');
    expect(guessLang('How to cook rice for the family')).toBe('how');
  });
});

describe(planImport.name, () => {
  it('pairs by the post_translations term even without its description, and leaves a lone language unpaired', async () => {
    const item = (id: number, lang: string, pair: string | null) =>
      `<item><title>T${id}</title><guid>g${id}</guid><wp:post_id>${id}</wp:post_id><wp:status>publish</wp:status><wp:post_type>post</wp:post_type>` +
      `<content:encoded><![CDATA[<p>Body ${id}</p>]]></content:encoded><category domain="language" nicename="${lang}">x</category>` +
      (pair ? `<category domain="post_translations" nicename="${pair}">${pair}</category>` : '') +
      '</item>';
    const site = await readSourceSite([
      `<rss><channel>${item(1, 'en', 'pll_a')}${item(2, 'tl', 'pll_a')}${item(3, 'es', 'pll_b')}</channel></rss>`,
    ]);
    const plan = planImport(site);
    expect(plan.guides.map((g) => [g.keys, g.paired, g.status])).toEqual([
      [['g1', 'g2'], true, 'published'],
      // Spanish is not one of our languages: guessed (English here), published as it was.
      [['g3'], false, 'published'],
    ]);
  });
});

describe(redirectKey.name, () => {
  it("keys old addresses by lower-case path without trailing slash, and WordPress's ?p= only", () => {
    expect(redirectKey('/2024/05/My-Post/')).toBe('/2024/05/my-post');
    expect(redirectKey('/2024/05/my-post.html?m=1')).toBe('/2024/05/my-post.html');
    expect(redirectKey('/?p=123&utm=x')).toBe('/?p=123');
    expect(redirectKey('/?page_id=7')).toBe('/?p=7');
    expect(redirectKey('/')).toBeNull();
    expect(redirectKey(`/${'a'.repeat(600)}`)).toBeNull();
    expect(pathOf('https://old.example.com/tl/2024/05/x/')).toBe('/tl/2024/05/x');
  });
});

describe(resolveInMediaDir.name, () => {
  it('finds uploads under the folder and refuses a way out of it', () => {
    expect(mediaRelativePath('https://old.example.com/wp-content/uploads/2024/05/a.jpg')).toBe('2024/05/a.jpg');
    expect(mediaRelativePath('https://blogger.googleusercontent.com/img/b/R29v/s1600/photo.png')).toBe('photo.png');
    expect(resolveInMediaDir('/srv/media', '/wp-content/uploads/2024/a.jpg')).toBe('/srv/media/2024/a.jpg');
    expect(() => resolveInMediaDir('/srv/media', '../../etc/passwd')).toThrow(/outside the media folder/);
    // An address is normalised first: its dot-segments cannot climb out, only its file name is looked for.
    expect(resolveInMediaDir('/srv/media', 'https://x.example/wp-content/uploads/%2e%2e/%2e%2e/etc/passwd')).toBe('/srv/media/passwd');
  });
});
