import { emptySection } from '../section-model';
import { diffForms, mergeForms } from './conflict-model';
import type { EditorForm } from './editor-form';

function form(title: string, intro: string, heading: string): EditorForm {
  const section = emptySection();
  section.heading.how = heading;
  return {
    translation: {
      title,
      slug: 'same',
      header_description: 'd',
      introduction: intro,
      conclusion: '',
      meta_keywords: '',
      meta_description: '',
    },
    categoryId: '1',
    status: 'draft',
    headerImageFile: null,
    removeHeaderImage: false,
    sections: [section],
    sources: ['https://a.example'],
  };
}

describe('a 409: what differs and the merge', () => {
  const mine = form('My title', 'Same intro', 'My step');
  const theirs = form('Their title', 'Same intro', 'Their step');

  it('lists only the fields that differ, sections as readable text', () => {
    expect(diffForms(mine, theirs, 'how', (id) => `Category ${id}`)).toEqual([
      { field: 'title', mine: 'My title', theirs: 'Their title' },
      { field: 'sections', mine: '1. My step', theirs: '1. Their step' },
    ]);
  });

  it('takes the chosen fields from theirs and keeps the rest of mine', () => {
    const merged = mergeForms(mine, theirs, new Set(['sections'] as const));
    expect(merged.translation.title).toBe('My title');
    expect(merged.sections[0].heading.how).toBe('Their step');
    expect(diffForms(merged, theirs, 'how', String)).toEqual([{ field: 'title', mine: 'My title', theirs: 'Their title' }]);
  });
});
