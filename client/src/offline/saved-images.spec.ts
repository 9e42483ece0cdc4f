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

  it('reads the calc() widths the guide images use (public/guide/image-sizes.ts)', () => {
    const steps = '(min-width: 1024px) 700px, calc(100vw - 7.25rem - 6px)';
    expect(slotWidth(steps, viewport(412))).toBe(412 - 116 - 6);
    expect(slotWidth(steps, viewport(1280))).toBe(700);
    expect(slotWidth('calc(100vw - 2rem)', viewport(360))).toBe(328);
    // A step on a 412 px phone: 290 px wide, so 480w at 1.5× (it said 100vw: 800w); 1.75× needs 508 px, so 800w.
    const image = {
      src: '/media/aa-800x600-800.webp',
      srcset: '/media/aa-800x600-480.webp 480w, /media/aa-800x600-800.webp 800w',
      sizes: steps,
    };
    expect(chosenImage(image, viewport(412, 1.5))).toBe('/media/aa-800x600-480.webp');
    expect(chosenImage({ ...image, sizes: '100vw' }, viewport(412, 1.5))).toBe('/media/aa-800x600-800.webp');
    expect(chosenImage(image, viewport(412, 1.75))).toBe('/media/aa-800x600-800.webp');
  });

  it('picks the first rendition dense enough for the screen, as Chromium does', () => {
    const image = { src: '/media/aa-1200x800-1200.webp', srcset: SRCSET, sizes: SIZES };
    expect(chosenImage(image, viewport(360))).toBe('/media/aa-1200x800-480.webp');
    expect(chosenImage(image, viewport(1280))).toBe('/media/aa-1200x800-960.webp');
    // A 2× phone at 360 px needs 720 px: 960.
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
