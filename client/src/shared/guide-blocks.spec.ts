import { en } from '../i18n/en';
import { fil } from '../i18n/fil';
import { blocksOf, glanceFacts, stepText } from './guide-blocks';

describe('guide blocks (issue 38)', () => {
  it('reads each language from either guide shape', () => {
    const publicShape = { needs: [{ item: 'Rice' }], paano_content: { needs: [{ item: 'Bigas' }, { item: ' ' }], tips: ['Tip', ''] } };
    expect(blocksOf(publicShape, 'how').needs).toEqual([{ item: 'Rice' }]);
    expect(blocksOf(publicShape, 'paano')).toEqual({ needs: [{ item: 'Bigas' }], tips: ['Tip'], warnings: [] });
    const editorShape = { how: { warnings: ['Hot'] }, paano: { warnings: ['Mainit'] } };
    expect(blocksOf(editorShape, 'paano').warnings).toEqual(['Mainit']);
    expect(blocksOf(null, 'how')).toEqual({ needs: [], tips: [], warnings: [] });
  });

  it('words time, cost and difficulty in each language', () => {
    const glance = { time_minutes: 30, time_max_minutes: 45, cost_min: 50, cost_max: 1200, difficulty: 'medium' as const };
    expect(glanceFacts(glance, en).map((f) => f.value)).toEqual(['30–45 min', '₱50–₱1,200', 'Medium']);
    expect(glanceFacts(glance, fil).map((f) => f.value)).toEqual(['30–45 minuto', '₱50–₱1,200', 'Katamtaman']);
    expect(glanceFacts({ time_minutes: 90, time_max_minutes: 180, cost_min: 0 }, fil).map((f) => f.value)).toEqual([
      '90 minuto – 3 oras',
      'Libre',
    ]);
    expect(glanceFacts({ time_minutes: 4320 }, en)[0]).toEqual({ key: 'time', label: 'Time needed', value: '3 days' });
    expect(glanceFacts(null, en)).toEqual([]);
  });

  it("reads a step's text in a language", () => {
    const step = {
      action_how: 'Mix',
      action_paano: 'Haluin',
      details_how: ['Slowly'],
      details_paano: [],
      image: null,
      image_paano_alt: ' Mangkok ',
    };
    expect(stepText(step, 'paano')).toEqual({ action: 'Haluin', details: [], alt: 'Mangkok' });
    expect(stepText(step, 'how')).toEqual({ action: 'Mix', details: ['Slowly'], alt: '' });
  });
});
