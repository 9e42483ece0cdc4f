import { renderToStaticMarkup } from 'react-dom/server';
import { Bullets, FormattedInline, FormattedText } from './format';

const html = (text: unknown) => renderToStaticMarkup(<FormattedText text={text} />);

describe('FormattedText', () => {
  it('renders paragraphs, breaks and inline markup', () => {
    expect(html('**b** *i* `c`\nnext\n\nsecond')).toBe(
      '<div><p><strong>b</strong> <em>i</em> <code>c</code><br/>next</p><p>second</p></div>',
    );
  });
  it('never links javascript:', () => {
    expect(html('[x](javascript:alert(1))')).not.toContain('href');
  });
});

describe('Bullets', () => {
  it('renders sub-points', () => {
    expect(renderToStaticMarkup(<Bullets items={['• a\n  - b']} />)).toBe('<ul><li>a<ul><li>b</li></ul></li></ul>');
    expect(renderToStaticMarkup(<FormattedInline text="[16px big]" />)).toBe('<span style="font-size:16px">big</span>');
  });
});
