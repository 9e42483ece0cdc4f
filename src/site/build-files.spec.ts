import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inlineEntry, scriptHash } from './build-files';

describe('the inline entry', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'hp-entry-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test("is the entry file's code, and its CSP hash is the SHA-256 of those very characters", () => {
    writeFileSync(join(dir, 'main.abc.js'), '(()=>{document.title="ñ"})();\n');
    const source = inlineEntry(dir, ['/assets/main.abc.js'])!;
    expect(source).toBe('(()=>{document.title="ñ"})();');
    expect(scriptHash(source)).toBe(`sha256-${createHash('sha256').update(Buffer.from(source, 'utf8')).digest('base64')}`);
  });

  test('stays a linked file when its text would end the <script> element early', () => {
    writeFileSync(join(dir, 'a.js'), 'const s = "</script><script>alert(1)";');
    writeFileSync(join(dir, 'b.js'), 'const s = "<!--";');
    expect(inlineEntry(dir, ['/assets/a.js'])).toBeUndefined();
    expect(inlineEntry(dir, ['/assets/b.js'])).toBeUndefined();
  });
});
