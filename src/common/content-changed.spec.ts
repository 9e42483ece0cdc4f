import type { EntityManager } from '@mikro-orm/postgresql';
import { depends, EVERYTHING, guidesChanged } from './cache-rules';
import { ContentChanged } from './content-changed';

describe('ContentChanged.keepable (the one guard)', () => {
  const sut = () => new ContentChanged({} as EntityManager);
  const guidePage = new Set([depends.guide(1)]);

  it('keeps what no change touched since it was begun, and refuses what one did', () => {
    const changes = sut();
    const begun = changes.generation;
    expect(changes.keepable(begun, guidePage)).toBe(true);
    changes.emitLocal(guidesChanged([2], [5]));
    expect(changes.keepable(begun, guidePage)).toBe(true);
    changes.emitLocal(guidesChanged([1], [5]));
    expect(changes.keepable(begun, guidePage)).toBe(false);
    expect(changes.keepable(changes.generation, guidePage)).toBe(true);
    const later = changes.generation;
    changes.emitLocal(EVERYTHING);
    expect(changes.keepable(later, new Set())).toBe(false);
  });

  it('refuses what was begun before the changes it still remembers', () => {
    const changes = sut();
    const begun = changes.generation;
    for (let i = 0; i < 1001; i++) changes.emitLocal(guidesChanged([1000 + i], [9]));
    expect(changes.keepable(begun, guidePage)).toBe(false);
    expect(changes.keepable(begun + 1, guidePage)).toBe(true);
  });
});
