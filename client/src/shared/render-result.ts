/**
 * What rendering one request gives (client/src/entry-server.tsx's render; the server reads it
 * through src/site/build-files.ts): a redirect or a page. The entry's head is its HeadInfo; the
 * server needs only the language, the title and the canonical path.
 */
export type RenderResult<Head = { lang: string; title: string; canonicalPath?: string }> =
  | { type: 'redirect'; status: number; location: string }
  | {
      type: 'page';
      status: number;
      html: string;
      /** canonicalPath: the page's own address (absent on pages not to be indexed). */
      head: Head;
      /** The page is a search (/{searchSlug}): any made-up address is one, so caches keep them apart. */
      search: boolean;
    };
