import 'reflect-metadata';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as tar from 'tar';
import { unpackArchive } from './move-archive';

/** The move archive's unpacking bounds (issue 34 item 6), with small limits so a bomb is cheap to make. */
describe('unpackArchive bounds', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'hp-archive-spec-'));
    mkdirSync(join(dir, 'in', 'media'), { recursive: true });
    writeFileSync(join(dir, 'in', 'manifest.json'), JSON.stringify({ format: 'howpaano-move', version: 1 }));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const pack = async (entries: string[]) => {
    const file = join(dir, 'a.tar.gz');
    await tar.create({ gzip: true, file, cwd: join(dir, 'in'), portable: true }, entries);
    return readFileSync(file);
  };

  it('stops a small file that unpacks past the byte limit (a zip bomb), before it is on the disk', async () => {
    // 8 MB of zeros: a few kilobytes gzipped.
    writeFileSync(join(dir, 'in', 'howpaano.xml'), Buffer.alloc(8 * 1024 * 1024));
    const file = await pack(['manifest.json', 'howpaano.xml']);
    expect(file.length).toBeLessThan(100 * 1024);
    await expect(unpackArchive(file, { bytes: 1024 * 1024, entries: 100 })).rejects.toThrow(
      /The archive unpacks to more than 1 MB; nothing was imported/,
    );
  });

  it('refuses more entries than the limit', async () => {
    const names = ['manifest.json'];
    for (let i = 0; i < 5; i++) {
      // Names the site makes: an 800 px image has a 480 and an 800 px rendition.
      const name = `media/${String(i).repeat(32)}-800x500-${[480, 800][i % 2]}.webp`;
      writeFileSync(join(dir, 'in', name), 'x');
      names.push(name);
    }
    await expect(unpackArchive(await pack(names), { bytes: 1024 * 1024, entries: 3 })).rejects.toThrow(/more than 3 files/);
  });

  it('refuses a media name the site would never make', async () => {
    writeFileSync(join(dir, 'in', 'media', 'shell.php'), '<?php');
    await expect(unpackArchive(await pack(['manifest.json', 'media/shell.php']))).rejects.toThrow(/"media\/shell\.php"/);
  });

  it('reads a good one: the export, the folder of images, no settings when there are none', async () => {
    writeFileSync(join(dir, 'in', 'howpaano.xml'), '<rss/>');
    const unpacked = await unpackArchive(await pack(['manifest.json', 'howpaano.xml']));
    try {
      expect(unpacked.xml.toString()).toBe('<rss/>');
      expect(unpacked.settings).toBeNull();
      expect(unpacked.revisions).toEqual([]);
    } finally {
      await unpacked.cleanup();
    }
  });
});
