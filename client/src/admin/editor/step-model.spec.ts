import { detailsToText, emptyStep, glanceToInput, stepToInput, textToDetails, type AtAGlanceDraft } from './step-model';

describe('step details as one text', () => {
  it('a line is a point; an indented line is a sub-point of the point above; the text comes back as typed', () => {
    const text = 'Dig a hole\n  30 cm deep\nWater it\n';
    expect(textToDetails(text)).toEqual(['Dig a hole\n  30 cm deep', 'Water it', '']);
    expect(detailsToText(textToDetails(text))).toBe(text);
  });

  it('a save leaves out blank points and trims alt texts', () => {
    const step = { ...emptyStep(), action_how: 'Dig', details_how: ['Deep', '  '], image_how_alt: ' A hole ' };
    expect(stepToInput(step)).toMatchObject({ action_how: 'Dig', details_how: ['Deep'], image_how_alt: 'A hole', image: null });
  });
});

describe('"at a glance" as a save sends it', () => {
  const blank: AtAGlanceDraft = { time_minutes: '', time_max_minutes: '', cost_min: '', cost_max: '', difficulty: '' };

  it('sends the facts given as whole numbers (₱ and thousands commas allowed), a range when "to" is filled', () => {
    expect(glanceToInput({ ...blank, time_minutes: '30', cost_min: '₱1,200', cost_max: '1500', difficulty: 'medium' })).toEqual({
      time_minutes: 30,
      cost_min: 1200,
      cost_max: 1500,
      difficulty: 'medium',
    });
  });

  it('nothing given is null (the guide shows none); a text that is no amount goes as typed, for the server to refuse', () => {
    expect(glanceToInput(blank)).toBeNull();
    expect(glanceToInput({ ...blank, cost_min: 'libre' })).toEqual({ cost_min: 'libre' });
  });
});
