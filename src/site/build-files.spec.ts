import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readInlineStyle } from './build-files';

/** A build directory holding only what readInlineStyle reads: the manifest and the entry's CSS files. */
function fakeBuild(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'hp-inline-style-'));
  mkdirSync(join(dir, 'client', 'assets'), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'client', 'assets', name), text);
  const css = Object.keys(files).map((name) => `/assets/${name}`);
  writeFileSync(join(dir, 'client', 'manifest.json'), JSON.stringify({ entry: { js: ['/assets/main.js'], css } }));
  return dir;
}

describe(readInlineStyle.name, () => {
  const dirs: string[] = [];
  const build = (files: Record<string, string>) => {
    const dir = fakeBuild(files);
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('gives the entry stylesheet with the CSP source of exactly those bytes', () => {
    const style = readInlineStyle(build({ 'main.1.css': 'body{color:red}' }))!;
    expect(style.css).toBe('body{color:red}');
    expect(style.source).toBe(`sha256-${createHash('sha256').update('body{color:red}').digest('base64')}`);
  });

  it('hashes the text as the browser will see it: line breaks as the HTML parser leaves them', () => {
    const style = readInlineStyle(build({ 'main.2.css': 'a{color:red}\r\nb{color:blue}\r' }))!;
    expect(style.css).toBe('a{color:red}\nb{color:blue}\n');
    expect(style.source).toBe(`sha256-${createHash('sha256').update(style.css).digest('base64')}`);
  });

  it('refuses a stylesheet that could close its <style> element', () => {
    expect(() => readInlineStyle(build({ 'main.3.css': 'a::after{content:"</STYLE><script>"}' }))).toThrow('</style');
  });

  it('is null without a build', () => {
    expect(readInlineStyle(join(tmpdir(), 'hp-no-build-here'))).toBeNull();
  });
});
