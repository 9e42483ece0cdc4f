import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import satori, { type Font } from 'satori';
import sharp from 'sharp';
import { CARD_HEIGHT, CARD_WIDTH, type CardText } from '../../client/src/shared/social-card';

/**
 * Draws a social card (client/src/shared/social-card.ts): satori lays the text out and turns it into
 * SVG paths with Noto Sans (an npm package, so no system font is needed: Latin and Latin Extended
 * cover Filipino's ñ/Ñ, accented vowels and ₱), sharp rasterises it to a palette PNG. The colours
 * are the site's (client/src/styles.css :root), the mark is the site icon (client/src/icons/icon.svg).
 */

const COLOURS = {
  brand: '#0f766e',
  brandDark: '#115e59',
  brandSoft: '#ccfbf1',
  accent: '#b45309',
  accentSoft: '#fef3c7',
  ink: '#0f172a',
  muted: '#5b6475',
  line: '#e2e8f0',
  surface: '#ffffff',
  page: '#f8fafc',
};

const ICON = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0f766e"/><path d="M9 22V10h3v4.6h8V10h3v12h-3v-4.8h-8V22z" fill="#fff"/></svg>',
).toString('base64')}`;

let fonts: Font[] | undefined;

/**
 * Noto Sans 400/800 in two subsets: Latin, then Latin Extended under its own family name (satori keeps
 * one font per name and weight, and takes a glyph the first family lacks from the next: ₱ is there).
 */
function loadFonts(): Font[] {
  if (!fonts) {
    const dir = join(dirname(require.resolve('@fontsource/noto-sans/package.json')), 'files');
    fonts = (['latin', 'latin-ext'] as const).flatMap((subset) =>
      ([400, 800] as const).map((weight) => ({
        name: subset === 'latin' ? 'Noto Sans' : 'Noto Sans Ext',
        data: readFileSync(join(dir, `noto-sans-${subset}-${weight}-normal.woff`)),
        weight,
        style: 'normal' as const,
      })),
    );
  }
  return fonts;
}

type Node = { type: string; props: Record<string, unknown> & { style?: Record<string, unknown>; children?: unknown } };
const el = (type: string, style: Record<string, unknown>, children?: unknown, props: Record<string, unknown> = {}): Node => ({
  type,
  props: { ...props, style, children },
});

/** Smaller type for longer titles, so a long Filipino title still fits in four lines. */
function titleSize(title: string): number {
  const n = [...title].length;
  if (n <= 36) return 76;
  if (n <= 60) return 66;
  if (n <= 90) return 56;
  return 48;
}

/** Every card's frame: its size, one column, the card's fonts. */
const FRAME = {
  width: CARD_WIDTH,
  height: CARD_HEIGHT,
  display: 'flex',
  flexDirection: 'column',
  fontFamily: '"Noto Sans", "Noto Sans Ext"',
};

/** The site's card: the mark and the name large on the brand colour, the tagline under them. */
function siteTree(text: CardText): Node {
  return el('div', { ...FRAME, justifyContent: 'center', padding: '0 96px', backgroundColor: COLOURS.brand, color: COLOURS.surface }, [
    el('div', { display: 'flex', alignItems: 'center', marginBottom: 40 }, [
      el('img', { width: 128, height: 128, marginRight: 36, borderRadius: 28, border: `4px solid ${COLOURS.brandSoft}` }, undefined, {
        src: ICON,
        width: 128,
        height: 128,
      }),
      el('div', { fontSize: 104, fontWeight: 800, letterSpacing: -2 }, text.siteName),
    ]),
    el(
      'div',
      {
        display: 'block',
        width: CARD_WIDTH - 192,
        fontSize: 46,
        fontWeight: 400,
        lineHeight: 1.3,
        color: COLOURS.brandSoft,
        lineClamp: 3,
      },
      text.title,
    ),
    el('div', { display: 'flex', width: 160, height: 12, marginTop: 44, borderRadius: 6, backgroundColor: COLOURS.accentSoft }),
  ]);
}

function cardTree(text: CardText): Node {
  if (text.kind === 'site') return siteTree(text);
  const size = titleSize(text.title);
  return el('div', { ...FRAME, backgroundColor: COLOURS.page, color: COLOURS.ink }, [
    // The site's header: the mark and the name, as on every page.
    el(
      'div',
      {
        display: 'flex',
        alignItems: 'center',
        height: 132,
        padding: '0 72px',
        backgroundColor: COLOURS.surface,
        borderBottom: `2px solid ${COLOURS.line}`,
      },
      [
        el('img', { width: 64, height: 64, marginRight: 22 }, undefined, { src: ICON, width: 64, height: 64 }),
        el('div', { fontSize: 44, fontWeight: 800, color: COLOURS.ink, letterSpacing: -0.5 }, text.siteName),
      ],
    ),
    el(
      'div',
      { display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1, padding: '0 72px 8px' },
      [
        text.kicker
          ? el(
              'div',
              {
                display: 'flex',
                alignSelf: 'flex-start',
                marginBottom: 26,
                padding: '8px 22px',
                borderRadius: 999,
                backgroundColor: COLOURS.brandSoft,
                color: COLOURS.brandDark,
                fontSize: 30,
                fontWeight: 800,
              },
              text.kicker,
            )
          : null,
        el(
          'div',
          {
            display: 'block',
            fontSize: size,
            fontWeight: 800,
            lineHeight: 1.18,
            letterSpacing: -1,
            color: COLOURS.ink,
            lineClamp: 4,
          },
          text.title,
        ),
        // Time and cost at a glance (issue 38), as the page's chips.
        text.facts?.length
          ? el(
              'div',
              { display: 'flex', flexWrap: 'wrap', marginTop: 30 },
              text.facts.map((fact) =>
                el(
                  'div',
                  {
                    display: 'flex',
                    marginRight: 18,
                    padding: '8px 22px',
                    borderRadius: 14,
                    backgroundColor: COLOURS.accentSoft,
                    color: COLOURS.ink,
                    fontSize: 30,
                    fontWeight: 800,
                  },
                  fact,
                ),
              ),
            )
          : null,
      ].filter(Boolean),
    ),
    // The site's colours as a band: brand, then the accent.
    el('div', { display: 'flex', height: 18 }, [
      el('div', { flexGrow: 5, backgroundColor: COLOURS.brand }),
      el('div', { flexGrow: 1, backgroundColor: COLOURS.accent }),
    ]),
  ]);
}

/** The card as PNG bytes (1200×630). */
export async function renderCard(text: CardText): Promise<Buffer> {
  const svg = await satori(cardTree(text) as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: loadFonts(),
    // Cards are drawn with one font family: no emoji or other script is fetched from anywhere.
    loadAdditionalAsset: async () => [],
  });
  return sharp(Buffer.from(svg)).png({ palette: true, quality: 90, compressionLevel: 9, effort: 7 }).toBuffer();
}

/** A header image as a card: cut to 1200×630 around its centre, as JPEG (what every platform takes). */
export function renderPhotoCard(source: Buffer): Promise<Buffer> {
  return sharp(source, { failOn: 'error' })
    .resize(CARD_WIDTH, CARD_HEIGHT, { fit: 'cover', position: 'centre' })
    .flatten({ background: COLOURS.surface })
    .jpeg({ quality: 75, mozjpeg: true })
    .toBuffer();
}
