import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { CARD_HEIGHT, CARD_WIDTH, type CardText } from '../../client/src/shared/social-card';
import { renderCard } from './card-render';

const LONG_FIL =
  'Paano Mag-ipon ng ₱10,000 sa Isang Buwan: Gabay para kay Niño at sa Pamilyang Nagsisimula Pa Lamang (Ñ, á, é, í, ó, ú, â, ê)';
const LONG_EN = 'How to Apply for a Philippine Passport Online, Renew It, and Track Your Appointment Without Paying a Fixer';

const CASES: { name: string; text: CardText }[] = [
  { name: 'guide-en', text: { kind: 'guide', lang: 'en', siteName: 'HowPaano', title: LONG_EN, kicker: 'Government & Documents' } },
  { name: 'guide-fil', text: { kind: 'guide', lang: 'fil', siteName: 'HowPaano', title: LONG_FIL, kicker: 'Pera at Pananalapi' } },
  { name: 'guide-short', text: { kind: 'guide', lang: 'en', siteName: 'HowPaano', title: 'How to Cook Adobo', kicker: '' } },
  {
    name: 'guide-facts-fil',
    text: {
      kind: 'guide',
      lang: 'fil',
      siteName: 'HowPaano',
      title: 'Paano Magluto ng Adobong Manok na Malambot at Malasa',
      kicker: 'Pagkain',
      facts: ['Gaano katagal: 45–60 minuto', 'Gastos: ₱250–₱400'],
    },
  },
  {
    name: 'site-fil',
    text: {
      kind: 'site',
      lang: 'fil',
      siteName: 'HowPaano',
      title: 'Alamin paano. Malinaw na mga gabay sa Filipino at Ingles, para sa lahat.',
      kicker: '',
    },
  },
];

describe('renderCard', () => {
  it.each(CASES)('draws $name as a 1200×630 PNG under 100 KB', async ({ name, text }) => {
    const png = await renderCard(text);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', CARD_WIDTH, CARD_HEIGHT]);
    expect(png.length).toBeLessThan(100 * 1024);
    // SOCIAL_CARD_SHOTS=/tmp/dir keeps the cards to look at (docs/found.md).
    if (process.env.SOCIAL_CARD_SHOTS) writeFileSync(join(process.env.SOCIAL_CARD_SHOTS, `${name}.png`), png);
  });

  it('draws the same bytes for the same text (every replica stores and serves one card)', async () => {
    const [a, b] = await Promise.all([renderCard(CASES[1].text), renderCard(CASES[1].text)]);
    expect(a.equals(b)).toBe(true);
  });
});
