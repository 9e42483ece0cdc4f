import { StringDecoder } from 'node:string_decoder';
import iconv from 'iconv-lite';
import { SaxesParser } from 'saxes';
import { TRANSFER_MESSAGES } from './transfer.messages';

/** A parsed XML element: a small tree, made only for one record (a WXR item, an Atom entry) at a time. */
export interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  text: string;
}

/** A refusal of the file itself: the import stops before anything is written. */
export class ImportInputError extends Error {}

/** Another import is writing (the admin's, another replica's, the command's): nothing was written. */
export class ImportBusyError extends Error {}

/** The largest file an import reads (a 1,000-post blog is a few MB; media come from --media-dir). */
export const MAX_IMPORT_BYTES = 100 * 1024 * 1024;

/**
 * How deep elements may nest: a WXR needs 5 (rss > channel > item > wp:postmeta > wp:meta_key), a
 * Blogger export 4; the HTML of a post is text (CDATA or escaped), not elements.
 */
export const MAX_XML_DEPTH = 32;

/** Elements one record may hold: a post with its meta, terms and a few thousand comments (10 each). */
export const MAX_RECORD_NODES = 100_000;

/** The parser is fed this many characters at a time, so a refusal stops the reading at once. */
const SLICE = 64 * 1024;

export type XmlKind = 'wxr' | 'atom';

/**
 * Streams an XML file: calls `onRecord` with each element at record depth (rss > channel > item and
 * its siblings for WXR; feed > entry for Atom), then forgets it. Refuses a DOCTYPE (so no entity can
 * be declared: no "billion laughs", no external entity), an undefined entity, a file over
 * MAX_IMPORT_BYTES, elements nested deeper than MAX_XML_DEPTH, a record of more than
 * MAX_RECORD_NODES elements and anything that is not well-formed XML of one of the two kinds.
 * Memory is bounded by one record's tree; the import runs it in a worker thread (read-plan.ts).
 */
export async function readXml(
  chunks: AsyncIterable<Buffer | string> | Iterable<Buffer | string>,
  onRecord: (kind: XmlKind, node: XmlNode) => void,
  maxBytes = MAX_IMPORT_BYTES,
): Promise<XmlKind> {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const stack: XmlNode[] = [];
  let kind: XmlKind | null = null;
  let failure: Error | null = null;
  /** Elements in the record being read. */
  let recordNodes = 0;
  const fail = (message: string) => {
    failure ??= new ImportInputError(message);
  };
  parser.on('doctype', () => fail(TRANSFER_MESSAGES.doctype));
  parser.on('error', (error) => fail(TRANSFER_MESSAGES.notXml(error.message)));
  parser.on('opentag', (tag) => {
    if (failure) return;
    if (!stack.length && !kind) {
      if (tag.name === 'rss') kind = 'wxr';
      else if (tag.name === 'feed') kind = 'atom';
      else return fail(TRANSFER_MESSAGES.unknownFormat(tag.name));
    }
    if (stack.length >= MAX_XML_DEPTH) return fail(TRANSFER_MESSAGES.tooDeep(MAX_XML_DEPTH));
    if (stack.length > (kind === 'wxr' ? 2 : 1) && ++recordNodes > MAX_RECORD_NODES) {
      return fail(TRANSFER_MESSAGES.recordTooLarge(MAX_RECORD_NODES));
    }
    const attrs: Record<string, string> = {};
    for (const [key, value] of Object.entries(tag.attributes)) attrs[key] = String(value);
    stack.push({ name: tag.name, attrs, children: [], text: '' });
  });
  const addText = (text: string) => {
    const top = stack[stack.length - 1];
    // Text only matters inside records (and their small channel siblings).
    if (top && stack.length > (kind === 'wxr' ? 2 : 1)) top.text += text;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    const node = stack.pop();
    if (!node || failure) return;
    const recordDepth = kind === 'wxr' ? 2 : 1;
    if (stack.length === recordDepth) {
      recordNodes = 0;
      onRecord(kind!, node);
    } else if (stack.length > recordDepth) stack[stack.length - 1]!.children.push(node);
  });

  let bytes = 0;
  // The file's start decides how its bytes are read: its declared encoding (ISO-8859-1, windows-1252…;
  // UTF-8 by default) and blank lines before the declaration, which WordPress's importer accepts.
  let head: Buffer | null = Buffer.alloc(0);
  let started = false;
  let decoder: { write(b: Buffer): string; end(): string | undefined } = new StringDecoder('utf8');
  const write = (text: string) => {
    if (!started) {
      text = text.replace(/^[\uFEFF\s]+/, '');
      if (!text) return;
      started = true;
    }
    for (let at = 0; at < text.length; at += SLICE) {
      parser.write(text.slice(at, at + SLICE));
      if (failure) throw failure;
    }
  };
  const openHead = () => {
    decoder = decoderFor(head!);
    write(decoder.write(head!));
    head = null;
  };
  for await (const chunk of chunks) {
    bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
    if (bytes > maxBytes) throw new ImportInputError(TRANSFER_MESSAGES.tooLarge(maxBytes));
    if (typeof chunk === 'string') write(chunk);
    else if (head) {
      head = Buffer.concat([head, chunk]);
      if (head.length >= 1024 || head.includes('?>')) openHead();
    } else write(decoder.write(chunk));
    if (failure) throw failure;
  }
  if (head) openHead();
  write(decoder.end() ?? '');
  parser.close();
  if (failure) throw failure;
  if (!kind) throw new ImportInputError(TRANSFER_MESSAGES.notXml('the file is empty'));
  return kind;
}

/** UTF-8 unless the XML declaration names another encoding iconv-lite knows (a multi-byte UTF-8 character may span chunks either way). */
function decoderFor(head: Buffer): { write(b: Buffer): string; end(): string | undefined } {
  const declared = /^[\s\uFEFF]*<\?xml[^>]*?encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head.subarray(0, 1024).toString('latin1'))?.[1];
  if (!declared || /^utf-?8$/i.test(declared) || !iconv.encodingExists(declared)) return new StringDecoder('utf8');
  return iconv.getDecoder(declared);
}

/** The first child of that name. */
export function child(node: XmlNode, name: string): XmlNode | undefined {
  return node.children.find((c) => c.name === name);
}

export function childText(node: XmlNode, name: string): string {
  return child(node, name)?.text ?? '';
}

export function childrenNamed(node: XmlNode, name: string): XmlNode[] {
  return node.children.filter((c) => c.name === name);
}
