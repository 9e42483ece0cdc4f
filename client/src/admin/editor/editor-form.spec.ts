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
    },
  ],
  sources: [{ id: 1, source_link: 'https://x.example' }],
  created_at: '2026-11-24T00:00:00Z',
  updated_at: '2026-11-24T00:00:00Z',
  version: 2,
  publish_at: null,
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

  it('refuses something that is not an editor form', () => {
    expect(isEditorDraft({ how: { title: 'create form' } })).toBe(false);
  });
});
