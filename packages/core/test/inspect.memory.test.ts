import { describe, expect, it } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { createRedactingInspector } from '../src/inspect';

describe('the redacting inspector’s memory of secrets', () => {
  it('holds at most 1 000 secrets: the 1 001st starts it afresh, so only that one is still scrubbed later', () => {
    const seen: Array<Record<string, unknown>> = [];
    const inspect = createRedactingInspector((event) =>
      seen.push(event as unknown as Record<string, unknown>),
    );
    const codes = Array.from({ length: 1_001 }, (_, index) => `code-${String(index).padStart(4, '0')}`);
    inspect({
      type: '@xstate.event',
      event: { type: 'BATCH', items: codes.map((code) => ({ code })) },
    } as never);
    inspect({
      type: '@xstate.event',
      event: { type: 'NOTE', note: `${codes[0]} ${codes[999]} ${codes[1_000]}` },
    } as unknown as InspectionEvent);
    expect(seen[1]?.event).toEqual({ type: 'NOTE', note: 'code-0000 code-0999 [redacted]' });
  });
});
