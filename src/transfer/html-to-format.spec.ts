import { parseBullets } from '../../client/src/shared/format/bullets';
import { formatToHtml } from './format-to-html';
import { parseInline, plainText } from '../../client/src/shared/format/parse';
import { htmlToFormat } from './html-to-format';

describe(htmlToFormat.name, () => {
  it('turns Gutenberg block markup into an introduction, sections with bullets and a conclusion', () => {
    const html = `<!-- wp:paragraph --><p>Saving is <strong>easy</strong> with <em>a plan</em>.</p><!-- /wp:paragraph -->
<!-- wp:heading --><h2 class="wp-block-heading">Set a goal</h2><!-- /wp:heading -->
<!-- wp:paragraph --><p>Write it down and run <code>npm test</code>.</p><!-- /wp:paragraph -->
<!-- wp:list --><ul><li>Pick an amount<ul><li>Small at first</li><li>Then more</li></ul></li><li>See <a href="https://example.com/guide">the guide</a></li></ul><!-- /wp:list -->
<!-- wp:heading --><h2>Conclusion</h2><!-- /wp:heading -->
<!-- wp:paragraph --><p>Start today.</p><!-- /wp:paragraph -->`;
    const post = htmlToFormat(html);
    expect(post.introduction).toBe('Saving is **easy** with *a plan*.');
    expect(post.sections).toEqual([
      {
        heading: 'Set a goal',
        bullets: [
          'Write it down and run `npm test`.',
          'Pick an amount\n  Small at first\n  Then more',
          'See [the guide](https://example.com/guide)',
        ],
      },
    ]);
    expect(post.conclusion).toBe('Start today.');
    expect(post.unconverted).toEqual([]);
    expect(parseBullets(post.sections[0]!.bullets)[1]).toEqual({ text: 'Pick an amount', subPoints: ['Small at first', 'Then more'] });
  });

  it('reads classic-editor HTML whose paragraphs are blank-line separated, with line breaks kept', () => {
    const post = htmlToFormat('First paragraph\nsecond line.\n\n<h3>Step one</h3>\nDo <b>this</b>.\n\nThen that.');
    expect(post.introduction).toBe('First paragraph\nsecond line.');
    expect(post.sections).toEqual([{ heading: 'Step one', bullets: ['Do **this**.', 'Then that.'] }]);
  });

  it('keeps the first image before a heading as the header image and one image per section', () => {
    const post = htmlToFormat(
      '<figure class="wp-block-image"><img src="/wp-content/uploads/a.jpg" alt="A"></figure><p>Intro</p>' +
        '<h2>One</h2><p><img src="b.png" alt="B"> Text</p><img src="c.png">',
    );
    expect(post.headerImage).toEqual({ src: '/wp-content/uploads/a.jpg', alt: 'A' });
    expect(post.sections[0]).toEqual({ heading: 'One', bullets: ['Text'], image: { src: 'b.png', alt: 'B' } });
    expect(post.unconverted).toEqual(['image: c.png']);
  });

  it('keeps embeds, shortcodes and tables as readable text and names them', () => {
    const post = htmlToFormat(
      '<h2>Watch</h2><figure class="wp-block-embed is-type-video"><div class="wp-block-embed__wrapper">https://youtu.be/x</div></figure>' +
        '<p>[gallery ids="1,2"] Look [caption id="a"]Nice[/caption]</p><iframe src="https://maps.example/1"></iframe>' +
        '<table><tr><th>Item</th><th>Cost</th></tr><tr><td>Rice</td><td>50</td></tr></table>',
    );
    expect(post.sections[0]!.bullets).toEqual([
      '[https://youtu.be/x](https://youtu.be/x)',
      'Look Nice',
      '[https://maps.example/1](https://maps.example/1)',
      'Item | Cost',
      'Rice | 50',
    ]);
    expect(post.unconverted).toEqual([
      'embed: https://youtu.be/x',
      'shortcode: [gallery]',
      'shortcode: [caption]',
      'iframe: https://maps.example/1',
      'table: Item | Cost',
    ]);
  });

  it('drops scripts and decodes entities', () => {
    const post = htmlToFormat('<p>Tom &amp; Jerry &lt;3</p><script>alert(1)</script>');
    expect(post.introduction).toBe('Tom & Jerry <3');
  });

  it('reads back what formatToHtml writes (the export round trip)', () => {
    const original = {
      introduction: 'Hello **world**.\n\nSecond *para* with [a link](https://x.example/).',
      sections: [
        { heading: 'First step', bullets: ['Do `this`', 'Then\n  sub one\n  sub two'] },
        { heading: '[p] Key point here', bullets: ['Remember it'] },
        { heading: 'Last step', bullets: ['Done'] },
      ],
      conclusion: 'Bye.',
    };
    const html = formatToHtml({ ...original, conclusionHeading: 'Conclusion' });
    const back = htmlToFormat(html);
    expect(back.introduction).toBe(original.introduction);
    expect(back.conclusion).toBe(original.conclusion);
    expect(back.sections.map((s) => s.heading)).toEqual(original.sections.map((s) => s.heading));
    expect(back.sections.map((s) => parseBullets(s.bullets))).toEqual(original.sections.map((s) => parseBullets(s.bullets)));
    expect(back.unconverted).toEqual([]);
  });

  it('writes escapes as the plain character and reads them back without gaining backslashes', () => {
    const original = {
      introduction: '2\\*3\\*4 and C:\\\\\\*.txt with a \\`tick\\` and \\[16px not a size]',
      sections: [{ heading: 'Pick 2\\*3', bullets: ['Multiply 2\\*3'] }],
      conclusion: '',
    };
    const html = formatToHtml({ ...original, conclusionHeading: 'Conclusion' });
    expect(html).toContain('<p>2*3*4 and C:\\*.txt with a `tick` and [16px not a size]</p>');
    expect(html).not.toContain('2\\*');
    const back = htmlToFormat(html);
    expect(back.introduction).toBe(original.introduction);
    expect(back.sections[0]!.heading).toBe('Pick 2\\*3');
    expect(back.sections[0]!.bullets).toEqual(['Multiply 2\\*3']);
  });

  it('keeps bold italic, sizes and sponsored links through an export and import', () => {
    const introduction = '***both*** then [16px big words] and [a shop](https://shop.example/x "sponsored")';
    const html = formatToHtml({ introduction, sections: [], conclusion: '', conclusionHeading: 'Conclusion' });
    expect(html).toContain('<strong><em>both</em></strong>');
    expect(html).toContain('<span style="font-size:16px">big words</span>');
    expect(html).toContain('<a href="https://shop.example/x" rel="sponsored">a shop</a>');
    expect(htmlToFormat(html).introduction).toBe(introduction);
  });

  it('keeps line breaks in bullets, third-level lists and a section with no heading in this language', () => {
    const sections = [
      { heading: 'Steps', bullets: ['First line\nsecond line', 'Main\n  sub\n    subsub\n  sub two\ncontinued'] },
      { heading: '', bullets: ['Only bullets here'] },
    ];
    const html = formatToHtml({ introduction: 'Intro', sections, conclusion: '', conclusionHeading: 'Conclusion' });
    expect(html).toContain('<li>First line<br>second line</li>');
    expect(html).toContain('<li>Main<ul><li>sub<ul><li>subsub</li></ul></li><li>sub two<br>continued</li></ul></li>');
    const back = htmlToFormat(html);
    expect(back.sections).toEqual(sections.map((s) => ({ ...s })));
  });

  describe('text as written (issue 34 item 4)', () => {
    it('escapes literal marker characters, so "2*3*4" is not italic', () => {
      const post = htmlToFormat('<p>2*3*4, a `tick`, [not](a link) and C:\\*.txt; <em>2*3</em> and <strong>x*</strong></p>');
      expect(post.introduction).toBe('2\\*3\\*4, a \\`tick\\`, \\[not](a link) and C:\\\\\\*.txt; *2\\*3* and **x\\***');
      expect(plainText(post.introduction)).toBe('2*3*4, a `tick`, [not](a link) and C:\\*.txt; 2*3 and x*');
      expect(parseInline(post.introduction).filter((n) => n.type !== 'text')).toEqual([
        {
          type: 'em',
          children: [
            { type: 'text', text: '2' },
            { type: 'text', text: '*' },
            { type: 'text', text: '3' },
          ],
        },
        {
          type: 'strong',
          children: [
            { type: 'text', text: 'x' },
            { type: 'text', text: '*' },
          ],
        },
      ]);
    });

    it('nested emphasis is well-formed', () => {
      const post = htmlToFormat(
        '<p><strong>bold <strong>text.</strong></strong> and <em>a <i>b</i></em> <strong><em>both</em></strong></p>',
      );
      expect(post.introduction).toBe('**bold text.** and *a b* ***both***');
    });

    it('keeps ordered lists numbered, and inline elements inside one bullet', () => {
      const post = htmlToFormat(
        '<h2>Steps</h2><ol><li>Ask <acronym title="National Aeronautics">NASA</acronym> for <big>big</big> words</li><li>Two<ol><li>sub</li></ol></li></ol>' +
          '<ul><li>A <tt>tt</tt> and <abbr>abbr</abbr></li></ul>',
      );
      expect(post.sections[0]!.bullets).toEqual(['1. Ask NASA for big words', '2. Two\n  1. sub', 'A `tt` and abbr']);
      expect(parseBullets(post.sections[0]!.bullets)[1]).toEqual({ text: '2. Two', subPoints: ['1. sub'] });
      const intro = htmlToFormat('<ol><li>First</li><li>Second</li></ol>');
      expect(intro.introduction).toBe('1. First\n2. Second');
    });

    it('finds images inside links, captions and Blogger image anchors', () => {
      const post = htmlToFormat(
        '<p>Intro</p><h2>One</h2><p><a href="https://x.example/wp-content/uploads/big.jpg"><img src="https://x.example/wp-content/uploads/big-300x200.jpg" alt="Big"></a></p>' +
          '<h2>Two</h2>[caption id="attachment_1"]<a href="/p"><img src="cap.png" alt="Cap"></a> A caption[/caption]' +
          '<h2>Three</h2><div class="separator"><a href="https://bp.blogspot.com/s1600/a.jpg" imageanchor="1"><img src="https://bp.blogspot.com/s320/a.jpg"></a></div><p>Text</p>',
      );
      expect(post.sections.map((s) => s.image?.src)).toEqual([
        'https://x.example/wp-content/uploads/big-300x200.jpg',
        'cap.png',
        'https://bp.blogspot.com/s320/a.jpg',
      ]);
      expect(post.sections[0]!.image!.alt).toBe('Big');
      expect(post.sections[1]!.bullets).toEqual(['A caption']);
      expect(post.sections[2]!.bullets).toEqual(['Text']);
    });
  });

  describe('issue 38 blocks from headings and details', () => {
    it('reads only headings that name a block: "Tips for beginners" stays a section', () => {
      const post = htmlToFormat(
        '<h2>Tips for beginners</h2><p>Start small.</p><h3>Tip:</h3><p>Label the jars.</p><h3>Mga Babala</h3><ul><li>Mainit</li></ul>',
      );
      expect(post.sections.map((s) => s.heading)).toEqual(['Tips for beginners']);
      expect(post.tips).toEqual(['Label the jars.']);
      expect(post.warnings).toEqual(['Mainit']);
    });

    it('a details with another summary is a section, and the text after it returns to the section before', () => {
      const post = htmlToFormat(
        '<h2>Cook</h2><p>Stir.</p><details class="wp-block-details"><summary>Why stir?</summary><p>It browns evenly.</p></details><p>Serve.</p>',
      );
      expect(post.sections).toEqual([
        { heading: 'Cook', bullets: ['Stir.', 'Serve.'] },
        { heading: 'Why stir?', bullets: ['It browns evenly.'] },
      ]);
    });

    it('leaves our own block groups out when the exact blocks come from the meta', () => {
      const html =
        '<p>Intro</p><div class="wp-block-group hp-block hp-needs"><h2>Things you\'ll need</h2><ul><li>Pot</li></ul></div><h2>Boil</h2><p>Water.</p>';
      expect(htmlToFormat(html, { skipOwnBlocks: true })).toMatchObject({
        needs: [],
        sections: [{ heading: 'Boil', bullets: ['Water.'] }],
      });
      expect(htmlToFormat(html).needs).toEqual([{ item: 'Pot' }]);
    });

    it("reads Rank Math's HowTo block steps (title, content, picture) into the section", () => {
      const post = htmlToFormat(
        '<h2>Build</h2><div id="rank-math-howto" class="rank-math-block"><div class="rank-math-steps">' +
          '<div id="howto-step-1" class="rank-math-step"><h3 class="rank-math-step-title">Cut the board</h3>' +
          '<div class="rank-math-step-content"><img src="cut.jpg" alt="A saw"><p>Measure twice.</p></div></div></div></div>',
      );
      expect(post.sections).toEqual([
        {
          heading: 'Build',
          bullets: [],
          steps: [{ action: 'Cut the board', details: ['Measure twice.'], image: { src: 'cut.jpg', alt: 'A saw' } }],
        },
      ]);
    });
  });
});
