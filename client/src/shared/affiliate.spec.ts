import { isAffiliateHost, splitSponsoredMark, withSponsoredMark } from './affiliate';
import { parseInline } from './format/parse';
import { guideHasAffiliateLinks } from './format/affiliate-links';
import { displaySourceLink } from './links';

describe('affiliate links', () => {
  it('counts a listed domain and its subdomains, nothing else', () => {
    const domains = ['shopee.ph', 'lazada.com.ph'];
    expect(isAffiliateHost('https://shopee.ph/x', domains)).toBe(true);
    expect(isAffiliateHost('https://www.lazada.com.ph/p', domains)).toBe(true);
    expect(isAffiliateHost('https://notshopee.ph/x', domains)).toBe(false);
    expect(isAffiliateHost('https://shopee.ph.evil.example/x', domains)).toBe(false);
    expect(isAffiliateHost('https://shopee.ph/x', [])).toBe(false);
  });

  it('reads and writes the author’s mark', () => {
    expect(splitSponsoredMark('https://a.example/x "sponsored"')).toEqual({ link: 'https://a.example/x', marked: true });
    expect(splitSponsoredMark('https://a.example/x')).toEqual({ link: 'https://a.example/x', marked: false });
    expect(withSponsoredMark('https://a.example/x', true)).toBe('https://a.example/x "sponsored"');
    expect(withSponsoredMark('https://a.example/x "sponsored"', false)).toBe('https://a.example/x');
    expect(displaySourceLink('a.example/x "sponsored"')).toBe('https://a.example/x');
  });

  it('parses a marked inline link as a sponsored link to the bare address', () => {
    expect(parseInline('[buy](https://a.example/x "sponsored")')).toEqual([
      { type: 'link', href: 'https://a.example/x', external: true, sponsored: true, children: [{ type: 'text', text: 'buy' }] },
    ]);
    expect(parseInline('[buy](https://a.example/x)')).toEqual([
      { type: 'link', href: 'https://a.example/x', external: true, children: [{ type: 'text', text: 'buy' }] },
    ]);
  });

  it('finds an affiliate link anywhere in one language of a guide', () => {
    const guide = {
      title: 'T',
      introduction: 'See [shop](https://shopee.ph/a).',
      paano_content: { title: 'P', introduction: 'Tingnan ang tindahan.' },
      sections: [],
      sources: [{ id: 1, source_link: 'https://example.com/a' }],
    };
    expect(guideHasAffiliateLinks(guide, 'how', ['shopee.ph'])).toBe(true);
    expect(guideHasAffiliateLinks(guide, 'how', [])).toBe(false);
    expect(guideHasAffiliateLinks(guide, 'paano', ['shopee.ph'])).toBe(false);
    expect(guideHasAffiliateLinks({ ...guide, sources: [{ id: 1, source_link: 'https://x.example "sponsored"' }] }, 'paano', [])).toBe(
      true,
    );
  });
});
