import { htmlToFormat } from './html-to-format';
import { takeVideo, videoEmbedHtml } from './video-embed';

describe('video-embed', () => {
  it('reads a core/embed YouTube block, its caption as the title, and takes it out of the text', () => {
    const html = `<p>Intro.</p>\n\n${videoEmbedHtml({ url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Tom & Jerry' })}\n\n<h2>Step</h2><p>Do it.</p>`;
    const post = htmlToFormat(html);
    expect(post.video).toEqual({ url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Tom & Jerry' });
    expect(post.introduction).toBe('Intro.');
    expect(post.unconverted).toEqual([]);
  });

  it('reads a bare YouTube address alone in its paragraph or on its line, and an [embed] shortcode', () => {
    expect(takeVideo('<p>Watch:</p>\n<p>https://youtu.be/dQw4w9WgXcQ</p>').video).toEqual({
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(takeVideo('First.\n\nhttps://www.youtube.com/shorts/dQw4w9WgXcQ\n\nThen.').video?.url).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    expect(takeVideo('[embed]https://fb.watch/abc123/[/embed]').video?.url).toBe('https://fb.watch/abc123/');
    const classic = htmlToFormat('Before.\n\nhttps://youtu.be/dQw4w9WgXcQ\n\n<h2>One</h2>\nText.');
    expect(classic.video?.url).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(classic.introduction).toBe('Before.');
  });

  it('leaves addresses inside sentences, other sites and links with text alone', () => {
    for (const html of [
      '<p>See https://youtu.be/dQw4w9WgXcQ for more.</p>',
      '<p>https://vimeo.com/12345</p>',
      '<p><a href="https://youtu.be/dQw4w9WgXcQ">our video</a></p>',
    ]) {
      expect(takeVideo(html)).toEqual({ video: null, html });
    }
  });
});
