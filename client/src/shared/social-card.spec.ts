import type { GuideDto } from '../api/types';
import { DEFAULT_SITE } from '../public/site';
import { guideCard, guideSocialImage, parseCardName, siteSocialImage } from './social-card';

const site = { ...DEFAULT_SITE, siteUrl: 'https://howpaano.example' };

function guide(titleHow: string, titlePaano: string, extra: Partial<GuideDto> = {}): GuideDto {
  return {
    id: 7,
    title: titleHow,
    slug: 'a',
    paano_content: { title: titlePaano, slug: 'b' },
    category: { id: 1, category_how: 'Money', category_paano: 'Pera' },
    header_image: null,
    ...extra,
  } as unknown as GuideDto;
}

describe('social cards', () => {
  it('names a card per guide and language whose address changes with the title', () => {
    const en = guideSocialImage(guide('How to save', 'Paano mag-ipon'), 'how', site);
    const fil = guideSocialImage(guide('How to save', 'Paano mag-ipon'), 'paano', site);
    expect(en).toMatchObject({ width: 1200, height: 630, type: 'image/png', alt: '“How to save”, a guide on HowPaano' });
    expect(fil.alt).toBe('“Paano mag-ipon”, isang gabay sa HowPaano');
    expect(en.url).toMatch(/^https:\/\/howpaano\.example\/cards\/guide-7-en-[0-9a-z]+\.png$/);
    expect(fil.url).toMatch(/\/cards\/guide-7-fil-/);
    expect(guideSocialImage(guide('How to save', 'Paano mag-ipon ng ₱'), 'paano', site).url).not.toBe(fil.url);
    expect(guideSocialImage(guide('How to save', 'Paano mag-ipon ng ₱'), 'how', site).url).toBe(en.url);
  });

  it('shows a header image as a JPEG card with its alt text in the page language (the title when decorative)', () => {
    const header_image = {
      image: '/media/x.webp',
      width: 960,
      height: 480,
      srcset: `/media/${'a'.repeat(32)}-1600x800-480.webp 480w, /media/${'a'.repeat(32)}-1600x800-1600.webp 1600w`,
    };
    const g = guide('How to save', 'Paano mag-ipon', { header_image });
    g.paano_content = { ...g.paano_content!, header_image_alt: 'Isang alkansya' };
    const fil = guideSocialImage(g, 'paano', site);
    expect(fil).toMatchObject({ type: 'image/jpeg', width: 1200, height: 630, alt: 'Isang alkansya' });
    expect(fil.url).toMatch(/\/cards\/photo-7-[0-9a-z]+\.jpg$/);
    expect(guideSocialImage({ ...g, header_image_decorative: true }, 'how', site).alt).toBe('How to save');
  });

  it("draws a guide's time and cost at a glance on its card, in the card's language; a guide without keeps its address", () => {
    const plain = guide('How to save', 'Paano mag-ipon');
    const withGlance = guide('How to save', 'Paano mag-ipon', {
      at_a_glance: { time_minutes: 30, time_max_minutes: 45, cost_min: 50, cost_max: 120, difficulty: 'easy' },
    } as Partial<GuideDto>);
    expect(guideCard(withGlance, 'how', site).text.facts).toEqual(['Time needed: 30–45 min', 'Cost: ₱50–₱120']);
    expect(guideCard(withGlance, 'paano', site).text.facts).toEqual(['Gaano katagal: 30–45 minuto', 'Gastos: ₱50–₱120']);
    expect(guideCard(plain, 'how', site).text).not.toHaveProperty('facts');
    expect(guideCard(withGlance, 'how', site).path).not.toBe(guideCard(plain, 'how', site).path);
  });

  it('uses the Settings tagline on the site card when there is one', () => {
    expect(siteSocialImage(site, 'fil').alt).toBe('HowPaano: Alamin paano. Malinaw na mga gabay sa Filipino at Ingles, para sa lahat.');
    const custom = siteSocialImage({ ...site, taglineFil: 'Mga gabay para sa lahat' }, 'fil');
    expect(custom.alt).toBe('HowPaano: Mga gabay para sa lahat');
    expect(custom.url).not.toBe(siteSocialImage(site, 'fil').url);
  });

  it('reads only the names it makes', () => {
    expect(parseCardName('site-fil-abc.png')).toEqual({ kind: 'site', lang: 'fil' });
    expect(parseCardName('guide-12-en-abc.png')).toEqual({ kind: 'guide', guideId: 12, lang: 'en' });
    expect(parseCardName('photo-12-abc.jpg')).toEqual({ kind: 'photo', guideId: 12 });
    for (const bad of [
      'site-de-abc.png',
      'guide-0-en-abc.png',
      'guide-1-en-abc.jpg',
      '../site-en-abc.png',
      'site-en-ABC.png',
      'photo-1-en-a.jpg',
    ]) {
      expect(parseCardName(bad)).toBeNull();
    }
  });
});
