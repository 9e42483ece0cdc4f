import { chosenImage, formatBytes, renditionFamily, slotWidth, type Viewport } from './saved-images';

const SRCSET = '/media/aa-1200x800-480.webp 480w, /media/aa-1200x800-960.webp 960w, /media/aa-1200x800-1200.webp 1200w';
const SIZES = '(min-width: 1024px) 760px, 100vw';

function viewport(width: number, dpr = 1): Viewport {
  return { width, dpr, matches: (condition) => condition === '(min-width: 1024px)' && width >= 1024 };
}

describe('the image file a page loads at this viewport (what saving keeps)', () => {
  it('reads the slot width from sizes: its first matching condition, 100vw without one', () => {
    expect(slotWidth(SIZES, viewport(360))).toBe(360);
    expect(slotWidth(SIZES, viewport(1280))).toBe(760);
    expect(slotWidth(null, viewport(412))).toBe(412);
    expect(slotWidth('50vw', viewport(800))).toBe(400);
  });

  it('picks the first rendition dense enough for the screen, as Chromium does', () => {
    const image = { src: '/media/aa-1200x800-1200.webp', srcset: SRCSET, sizes: SIZES };
    expect(chosenImage(image, viewport(360))).toBe('/media/aa-1200x800-480.webp');
    expect(chosenImage(image, viewport(1280))).toBe('/media/aa-1200x800-960.webp');
    // A 2× phone at 360 px needs 720 px: 960 is nearer than the geometric mean says 480 would do.
    expect(chosenImage(image, viewport(360, 2))).toBe('/media/aa-1200x800-960.webp');
    // Wider than every rendition: the largest.
    expect(chosenImage(image, viewport(1280, 3))).toBe('/media/aa-1200x800-1200.webp');
  });

  it('uses src without a srcset', () => {
    expect(chosenImage({ src: '/media/x.webp', srcset: null, sizes: null }, viewport(360))).toBe('/media/x.webp');
    expect(chosenImage({ src: null, srcset: '', sizes: null }, viewport(360))).toBeNull();
  });

  it('knows the renditions of one image, so the worker can answer with another width offline', () => {
    const id = 'a'.repeat(32);
    expect(renditionFamily(`/media/${id}-1200x800-480.webp`)).toBe(`/media/${id}-1200x800`);
    expect(renditionFamily(`/media/${id}-1200x800-960.webp`)).toBe(`/media/${id}-1200x800`);
    expect(renditionFamily('/media/other.png')).toBeNull();
  });

  it('writes sizes as readers read them', () => {
    expect(formatBytes(200)).toBe('1 KB');
    expect(formatBytes(33_400)).toBe('33 KB');
    expect(formatBytes(1_430_000)).toBe('1.4 MB');
  });
});
