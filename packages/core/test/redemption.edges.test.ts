import { afterEach, describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { getRedemptionView } from '../src/redemption';
import { settle } from './async-helpers';
import { fakePort, redemption, servedHistory, startRedemption } from './redemption.fixtures';

/*
 * Edges of the redemption flow that its other tests pass by: each test names the behaviour it pins.
 */

const started: AnyActorRef[] = [];
afterEach(() => {
  for (const actor of started.splice(0)) actor.stop();
});

describe('a listed entry', () => {
  it('has a redeemedAt field only when the service gave a date', async () => {
    const dated = redemption({ redeemKey: 'campaign-1_SERIAL0001' });
    const undated = { ...redemption({ redeemKey: 'campaign-2_SERIAL0002' }), redeemedAt: undefined };
    const port = fakePort({ list: servedHistory([dated, undated]) });
    const actor = startRedemption(port);
    started.push(actor);
    await settle();
    const [first, second] = getRedemptionView(actor.getSnapshot()).entries;
    expect(first?.redeemedAt).toBe(dated.redeemedAt);
    expect(second && 'redeemedAt' in second).toBe(false);
  });
});

describe('the view with nothing open', () => {
  it('has no opened field', async () => {
    const port = fakePort({ list: servedHistory([redemption({ redeemKey: 'campaign-1_SERIAL0001' })]) });
    const actor = startRedemption(port);
    started.push(actor);
    await settle();
    expect('opened' in getRedemptionView(actor.getSnapshot())).toBe(false);
  });
});
