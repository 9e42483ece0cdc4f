import { imageDto, isMediaFileName, mediaFileNames, mediaUrl, newImageId, renditionWidths } from './media-names';

describe('media names', () => {
  it('makes widths 480/960/1600 without upscaling', () => {
    expect(renditionWidths(3000)).toEqual([480, 960, 1600]);
    expect(renditionWidths(1600)).toEqual([480, 960, 1600]);
    expect(renditionWidths(1200)).toEqual([480, 960, 1200]);
    expect(renditionWidths(960)).toEqual([480, 960]);
    expect(renditionWidths(300)).toEqual([300]);
  });

  it('derives ImageDto from the id alone', () => {
    const id = newImageId(2000, 1000);
    expect(id).toMatch(/^[a-f0-9]{32}-2000x1000$/);
    expect(imageDto(id)).toEqual({
      image: `/media/${id}-960.webp`,
      width: 960,
      height: 480,
      srcset: `/media/${id}-480.webp 480w, /media/${id}-960.webp 960w, /media/${id}-1600.webp 1600w`,
    });
    expect(mediaUrl(newImageId(400, 300))).toMatch(/-400\.webp$/);
    expect(imageDto(null)).toBeNull();
    expect(imageDto('../../etc/passwd')).toBeNull();
  });

  it('accepts only names it makes', () => {
    const id = newImageId(1200, 800);
    for (const name of mediaFileNames(id)) expect(isMediaFileName(name)).toBe(true);
    for (const bad of [
      `${id}-2000.webp`,
      `${id}-960.png`,
      `../${id}-960.webp`,
      '..%2f..%2fetc%2fpasswd',
      `${id}-960.webp/`,
      `${id}-960.webp\\..`,
      '',
    ]) {
      expect(isMediaFileName(bad)).toBe(false);
    }
  });
});
