/**
 * What bench/import.js and bench/move.js share: their command-line options, and a WordPress export (WXR
 * 1.2) of Polylang pairs, an English and a Tagalog post each, written by the bench's own post(n, lang, pair).
 */

/** The value after --name on the command line, else the fallback. */
function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

/** A WXR of `pairs` Polylang pairs (posts 2p and 2p+1); `link` names the old site (its guids' address). */
function polylangWxr(pairs, post, link) {
  const parts = [
    `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/"><channel><title>Bench</title>${link ? `<link>${link}</link>` : ''}<wp:wxr_version>1.2</wp:wxr_version>`,
  ];
  for (let pair = 1; pair <= pairs; pair++) {
    const en = pair * 2;
    parts.push(
      `<wp:term><wp:term_id>${pair}</wp:term_id><wp:term_taxonomy>post_translations</wp:term_taxonomy><wp:term_slug>pll_${pair}</wp:term_slug><wp:term_description><![CDATA[a:2:{s:2:"en";i:${en};s:2:"tl";i:${en + 1};}]]></wp:term_description></wp:term>`,
    );
    parts.push(post(en, 'en', pair), post(en + 1, 'tl', pair));
  }
  parts.push('</channel></rss>');
  return parts.join('\n');
}

module.exports = { arg, polylangWxr };
