/**
 * The demo site loaded on first boot (issue 2, item 9): four ranked categories and bilingual guides.
 * Plain data only; seed-demo.ts turns it into rows. Text may use the formatting language of SPEC §5
 * (**bold**, *italic*, `code`); a bullet's extra lines starting with two spaces are sub-points, and a
 * section heading starting with "[p] " is a key-insight paragraph whose bullets are its text.
 */
import { EDUCATIONAL_GUIDES } from './demo/educational-guides';
import { FINANCIAL_TIPS } from './demo/financial-tips';
import { HEALTH_AND_WELLNESS } from './demo/health-and-wellness';
import { TECH_TUTORIALS } from './demo/tech-tutorials';

export type { DemoCategory, DemoCategoryName, DemoGuide, DemoSection, DemoText } from './demo/demo-types';
import type { DemoCategory, DemoGuide } from './demo/demo-types';

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  {
    nameHow: 'Educational Guides',
    namePaano: 'Mga Gabay Pang-edukasyon',
    rank: 1,
    metaDescription: 'Study skills, scholarships and first-job guides for Filipino students and learners.',
    metaKeywords: 'study tips, scholarship, resume, note-taking, pag-aaral',
  },
  {
    nameHow: 'Tech Tutorials',
    namePaano: 'Mga Tutorial sa Teknolohiya',
    rank: 2,
    metaDescription: 'Plain-language tutorials on programming, phones, passwords and staying safe online.',
    metaKeywords: 'programming, cybersecurity, GCash, Maya, password, Android',
  },
  {
    nameHow: 'Health & Wellness',
    namePaano: 'Kalusugan at Kagalingan',
    rank: 3,
    metaDescription: 'Everyday health guides for the Philippines: dengue prevention, sleep and exercise.',
    metaKeywords: 'dengue, sleep, exercise, DOH, kalusugan',
  },
  {
    nameHow: 'Financial Tips',
    namePaano: 'Mga Tip sa Pananalapi',
    rank: 4,
    metaDescription: 'Budgeting, saving, investing and government contributions explained in pesos.',
    metaKeywords: 'budget, investing, crypto, SSS, PhilHealth, Pag-IBIG, ipon',
  },
];

export const DEMO_GUIDES: readonly DemoGuide[] = [...EDUCATIONAL_GUIDES, ...TECH_TUTORIALS, ...HEALTH_AND_WELLNESS, ...FINANCIAL_TIPS];
