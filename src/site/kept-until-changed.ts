import type { CacheClock } from '../common/cache-clock';
import { isStale } from '../common/cache-rules';
import type { ContentChanged } from '../common/content-changed';
import { PAGE_MAX_AGE_MS } from './html-cache';

/**
 * Written answers (the feeds, the sitemap files) kept by name until content they depend on
 * changes (cache-rules.ts), and for PAGE_MAX_AGE_MS at most, so a replica that missed a change
 * notice heals by itself. The one guard of every cache: an answer begun before a change is never
 * kept after it (begin() before reading, keep() after writing). An optional size bounds the whole.
 */
export class KeptUntilChanged<T> {
  private readonly kept = new Map<string, { value: T; expires: number }>();
  private bytes = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly contentChanged: ContentChanged,
    private readonly clock: CacheClock,
    private readonly dependencies: ReadonlySet<string>,
    private readonly budget: { maxBytes: number; sizeOf(value: T): number } | null = null,
  ) {
    this.unsubscribe = contentChanged.subscribe((change) => {
      if (!isStale(change, dependencies)) return;
      this.kept.clear();
      this.bytes = 0;
    });
  }

  /** The answer kept under this name and not yet expired. */
  get(name: string): T | undefined {
    const kept = this.kept.get(name);
    return kept && kept.expires > this.clock.now() ? kept.value : undefined;
  }

  /** The content generation to hand back to keep(): taken before the answer is read. */
  begin(): number {
    return this.contentChanged.generation;
  }

  /** Keeps an answer begun at `generation`, unless content changed since or it would pass the size bound. */
  keep(name: string, value: T, generation: number): void {
    if (!this.contentChanged.keepable(generation, this.dependencies)) return;
    const size = this.budget ? this.budget.sizeOf(value) : 0;
    if (this.budget && this.bytes + size > this.budget.maxBytes) return;
    const old = this.kept.get(name);
    if (old && this.budget) this.bytes -= this.budget.sizeOf(old.value);
    this.kept.set(name, { value, expires: this.clock.now() + PAGE_MAX_AGE_MS });
    this.bytes += size;
  }

  close(): void {
    this.unsubscribe();
  }
}
