import { requestPath } from './address-limits';
import { parseQuery } from './request-limits';

describe(requestPath.name, () => {
  it('serves origin form as it is and absolute form by its path (issue 30 item 3)', () => {
    expect(requestPath('/about?x=1')).toBe('/about?x=1');
    expect(requestPath('http://evil.example/about')).toBe('/about');
    expect(requestPath('HTTPS://evil.example:8443/api/public/search/?q=adobo')).toBe('/api/public/search/?q=adobo');
    expect(requestPath('http://evil.example')).toBe('/');
  });

  it('has no path for the other forms', () => {
    for (const target of ['*', 'evil.example:443', 'about', 'ftp://x/y', 'http://[bad/x', ''])
      expect([target, requestPath(target)]).toEqual([target, null]);
  });
});

describe(parseQuery.name, () => {
  it('reads array-shaped names as their name given as a list (issue 30 item 7)', () => {
    expect({ ...parseQuery('category_id[]=1') }).toEqual({ category_id: ['1'] });
    expect({ ...parseQuery('category_id=2&category_id[0]=1') }).toEqual({ category_id: ['2', '1'] });
    expect({ ...parseQuery('q=a&q=b') }).toEqual({ q: ['a', 'b'] });
    expect({ ...parseQuery('q=adobo&page=2') }).toEqual({ q: 'adobo', page: '2' });
    expect({ ...parseQuery('[]=1') }).toEqual({ '[]': '1' });
  });
});
