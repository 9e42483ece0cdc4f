import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Real image bytes for upload tests, made with sharp (never downloaded). */

/** A JPEG carrying EXIF with GPS coordinates and a camera make, 1200x800. */
export function jpegWithGps(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: 'SpyCam', Model: 'Tracker 3000', Copyright: 'secret-owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '14/1 35/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '120/1 58/1 0/1' },
    })
    .toBuffer();
}

/** A PNG with EXIF (GPS included), 640x480 by default. */
export function pngWithExif(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 90, b: 200, alpha: 1 } } })
    .png()
    .withExif({ IFD0: { Make: 'SpyCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '14/1 35/1 0/1' } })
    .toBuffer();
}

/** A 400x200 JPEG whose EXIF says "rotate 90°": shown upright it is 200 wide, 400 tall. */
export function rotatedJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 200, channels: 3, background: { r: 10, g: 10, b: 10 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export function smallPng(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 0, g: 160, b: 80 } } })
    .png()
    .toBuffer();
}

export function gif(width = 200, height = 100): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 250, g: 0, b: 0 } } })
    .gif()
    .toBuffer();
}

export const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>window.pwned=1</script><rect width="10" height="10"/></svg>',
);

/** HTML that a careless server would store as a .png. */
export const HTML_AS_PNG = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

/** 11 MB: the first bytes are a real PNG header, the rest padding. */
export async function elevenMegabytes(): Promise<Buffer> {
  const head = await smallPng(10, 10);
  return Buffer.concat([head, Buffer.alloc(11 * 1024 * 1024 - head.length, 7)]);
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

/** A pixel flood: a few hundred bytes whose PNG header claims width x height (20000x20000 = 400 megapixels). */
export function pixelFloodPng(width = 20000, height = 20000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
