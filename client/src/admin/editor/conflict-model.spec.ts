import { emptySection } from '../section-model';
import { diffForms, mergeForms } from './conflict-model';
import { emptyStep, glanceFromDto } from './step-model';
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
    atAGlance: glanceFromDto(undefined),
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

  it("shows issue 38's blocks: a step's text, things needed, tips and at a glance; a merge takes them whole", () => {
    const a = form('T', 'I', 'Plant');
    const b = form('T', 'I', 'Plant');
    a.sections[0].steps = [{ ...emptyStep(), action_how: 'Dig', details_how: ['30 cm'] }];
    b.sections[0].steps = [{ ...emptyStep(), action_how: 'Dig deep', details_how: ['30 cm'] }];
    b.translation.needs = [{ item: 'Shovel', quantity: '1' }];
    b.translation.tips = ['Water at dawn.'];
    b.atAGlance = glanceFromDto({ time_minutes: 30, cost_min: 50, cost_max: 120, difficulty: 'easy' });
    const differences = diffForms(a, b, 'how', String);
    expect(differences).toEqual([
      { field: 'sections', mine: '1. Plant\n  1) Dig\n     30 cm', theirs: '1. Plant\n  1) Dig deep\n     30 cm' },
      { field: 'needs', mine: '', theirs: 'Shovel (1)' },
      { field: 'tips', mine: '', theirs: 'Water at dawn.' },
      { field: 'at_a_glance', mine: '', theirs: '⏱ 30 min · ₱50–120 · easy' },
    ]);
    const merged = mergeForms(a, b, new Set(['sections', 'needs', 'at_a_glance'] as const));
    expect(merged.sections[0].steps?.[0]?.action_how).toBe('Dig deep');
    expect(merged.translation.needs).toEqual([{ item: 'Shovel', quantity: '1' }]);
    expect(merged.translation.tips).toBeUndefined();
    expect(merged.atAGlance.cost_max).toBe('120');
  });
});
