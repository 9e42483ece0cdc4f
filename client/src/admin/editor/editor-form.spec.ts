import type { BilingualGuideDto } from '../../api/types';
import { formFrom, formFromDraft, formToDraft, isEditorDraft, snapshot } from './editor-form';

const guide: BilingualGuideDto = {
  id: 1,
  how: { title: 'T', slug: 't', header_description: 'd', introduction: 'i', conclusion: 'c', meta_keywords: '', meta_description: '' },
  paano: { title: 'P', slug: 'p', header_description: '', introduction: '', conclusion: '', meta_keywords: '', meta_description: '' },
  status: 'draft',
  category: { id: 3, category_how: 'A', category_paano: 'B' },
  header_image: null,
  sections: [
    {
      id: 9,
      section_how: '[p] Key',
      section_paano: 'Susi',
      section_how_bullets: ['a'],
      section_paano_bullets: [],
      order: 0,
      section_img: null,
      image: null,
      steps: [
        {
          action_how: 'Dig',
          action_paano: 'Maghukay',
          details_how: ['30 cm deep', 'Then water\n  a little'],
          details_paano: [],
          image: '/media/step.webp',
          image_how_alt: 'A hole',
        },
      ],
    },
  ],
  sources: [{ id: 1, source_link: 'https://x.example' }],
  created_at: '2026-11-24T00:00:00Z',
  updated_at: '2026-11-24T00:00:00Z',
  version: 2,
  publish_at: null,
  at_a_glance: { time_minutes: 30, cost_min: 50, cost_max: 120, difficulty: 'easy' },
};

describe('the editor form as an autosave keeps it', () => {
  it('comes back equal to what was kept (so an unchanged autosave is not offered)', () => {
    const form = formFrom(guide, 'how');
    const kept = JSON.parse(JSON.stringify(formToDraft(form))) as Record<string, unknown>;
    expect(isEditorDraft(kept)).toBe(true);
    expect(snapshot(formFromDraft(kept))).toBe(snapshot(form));
  });

  it('keeps an edit', () => {
    const form = formFrom(guide, 'how');
    form.translation.title = 'Edited';
    expect(formFromDraft(JSON.parse(JSON.stringify(formToDraft(form)))).translation.title).toBe('Edited');
  });

  it('keeps steps and "at a glance" whole (issue 38); a draft older than them opens with "at a glance" empty', () => {
    const form = formFrom(guide, 'paano');
    form.sections[0]!.steps![0]!.action_paano = 'Maghukay nang malalim';
    form.atAGlance.cost_max = '150';
    const back = formFromDraft(JSON.parse(JSON.stringify(formToDraft(form))));
    expect(back.sections[0]!.steps![0]).toMatchObject({
      action_paano: 'Maghukay nang malalim',
      details_how: ['30 cm deep', 'Then water\n  a little'],
      image: '/media/step.webp',
      image_how_alt: 'A hole',
    });
    expect(back.atAGlance).toEqual({ time_minutes: '30', time_max_minutes: '', cost_min: '50', cost_max: '150', difficulty: 'easy' });
    const { atAGlance: _none, ...older } = formToDraft(form);
    expect(formFromDraft(JSON.parse(JSON.stringify(older))).atAGlance.cost_min).toBe('');
  });

  it('refuses something that is not an editor form', () => {
    expect(isEditorDraft({ how: { title: 'create form' } })).toBe(false);
  });
});
