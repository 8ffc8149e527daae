import type { Step } from '../session.schema';

/** Bounds of the step buffer: whichever is reached first drops the oldest steps. */
export interface StepRingLimits {
  /** Most steps kept. */
  steps: number;
  /** Most characters of step JSON kept (a step's size as it arrived). */
  chars: number;
}

/**
 * The steps of a session, oldest first, bounded by count and by size: under clock ticks and polling a
 * session grows without end, and a page opened late needs the newest steps, not the first.
 */
export class StepRing {
  private readonly items: Step[] = [];
  private readonly sizes: number[] = [];
  /** Index of the oldest kept step in `items` (dropped ones are cut away in batches). */
  private head = 0;
  private chars = 0;

  constructor(private readonly limits: StepRingLimits) {}

  /** Keeps `step`, `size` characters as it arrived, dropping the oldest steps beyond the limits. */
  push(step: Step, size: number): void {
    this.items.push(step);
    this.sizes.push(size);
    this.chars += size;
    while (this.length > this.limits.steps || (this.chars > this.limits.chars && this.length > 1)) {
      this.chars -= this.sizes[this.head] ?? 0;
      this.head += 1;
    }
    // Cutting the front of an array is O(n): done once per half a buffer, it costs O(1) a step.
    if (this.head > this.limits.steps / 2 || this.head > 4096) {
      this.items.splice(0, this.head);
      this.sizes.splice(0, this.head);
      this.head = 0;
    }
  }

  get length(): number {
    return this.items.length - this.head;
  }

  /** The kept steps, oldest first (a copy of the list; the steps themselves are shared). */
  toArray(): Step[] {
    return this.items.slice(this.head);
  }

  clear(): void {
    this.items.length = 0;
    this.sizes.length = 0;
    this.head = 0;
    this.chars = 0;
  }
}
