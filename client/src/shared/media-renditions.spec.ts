import { renditionWidths, srcSetFromUrl } from './media-renditions';

const ID = '0123456789abcdef0123456789abcdef';

describe('srcSetFromUrl', () => {
  it('lists every rendition the server made, from any one of them', () => {
    expect(srcSetFromUrl(`/media/${ID}-1200x800-960.webp`)).toBe(
      `/media/${ID}-1200x800-480.webp 480w, /media/${ID}-1200x800-960.webp 960w, /media/${ID}-1200x800-1200.webp 1200w`,
    );
    expect(srcSetFromUrl(`/media/${ID}-600x400-600.webp`)).toBe(`/media/${ID}-600x400-480.webp 480w, /media/${ID}-600x400-600.webp 600w`);
    expect(renditionWidths(4000)).toEqual([480, 960, 1600]);
  });

  it('gives nothing for an address that is not an upload', () => {
    expect(srcSetFromUrl('https://example.com/a.png')).toBeUndefined();
    expect(srcSetFromUrl(null)).toBeUndefined();
    expect(srcSetFromUrl(`/media/${ID}-960.webp`)).toBeUndefined();
  });
});
