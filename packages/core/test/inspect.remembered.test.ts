import { describe, expect, it } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { createRedactingInspector } from '../src/inspect';

/*
 * What the redacting inspector remembers between events, and the actor it hands on.
 */

function inspectAll(events: Array<Record<string, unknown>>) {
  const seen: Array<Record<string, unknown>> = [];
  const inspect = createRedactingInspector((event) => seen.push(event as unknown as Record<string, unknown>));
  for (const event of events) inspect(event as unknown as InspectionEvent);
  return seen;
}

describe('the redacting inspector', () => {
  it("scrubs a code first seen in an event's payload from a later event that quotes it", () => {
    const [typed, later] = inspectAll([
      { type: '@xstate.event', event: { type: 'OTP.VERIFY', code: '918273' } },
      { type: '@xstate.event', event: { type: 'NOTE', note: 'the user typed 918273' } },
    ]);
    expect(typed?.event).toEqual({ type: 'OTP.VERIFY', code: '[redacted]' });
    expect(later?.event).toEqual({ type: 'NOTE', note: 'the user typed [redacted]' });
  });

  it('hands on an actor whose methods stay bound to it: one taken off the actor still sends to it', () => {
    const sent: unknown[] = [];
    const actorRef = {
      sessionId: 'x:1',
      sent,
      send(event: unknown) {
        this.sent.push(event);
      },
      getSnapshot: () => ({ status: 'active', context: {} }),
    };
    const [seen = {}] = inspectAll([{ type: '@xstate.actor', actorRef }]);
    const { send } = seen.actorRef as typeof actorRef;
    send({ type: 'PING' });
    expect(sent).toEqual([{ type: 'PING' }]);
  });
});
