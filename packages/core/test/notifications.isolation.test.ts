import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFlowActor, type LoyaltyPort } from '../src';
import { notificationsFlow } from '../src/notifications';
import { settle } from './async-helpers';
import { fakeNotificationsPort, memoryStorage, notifications } from './notifications.fixtures';

const actors: { stop(): void }[] = [];
afterEach(() => {
  for (const actor of actors.splice(0)) actor.stop();
});

/** One actor of the flow as a binding runs it: its own storage, its own view function. */
function tab() {
  const port = fakeNotificationsPort();
  const actor = createFlowActor(
    notificationsFlow,
    { client: port.client as LoyaltyPort, storage: memoryStorage() },
    {},
  );
  actors.push(actor.start());
  const view = notificationsFlow.createView?.() ?? notificationsFlow.getView;
  return { port, actor, view: () => view(actor.getSnapshot()) };
}

describe('two actors of the notifications flow side by side', () => {
  it('share no cache: the same loaded list read in one shows unread in the other', async () => {
    // The very same array as both pages: a cache keyed by the list would be shared.
    const page = notifications(5).map((item) => ({ ...item, isRead: false }));
    const [first, second] = [tab(), tab()];
    first.port.lists[0]?.answer.resolve(page);
    second.port.lists[0]?.answer.resolve(page);
    await settle();
    expect(first.view().unreadCount).toBe(5);
    expect(second.view().unreadCount).toBe(5);

    first.actor.send({ type: 'NOTIFICATIONS.READ', ids: ['row-0', 'row-1'] });
    expect(first.view().unreadCount).toBe(3);
    expect(second.view().unreadCount).toBe(5);
    expect(second.view().items.map((item) => item.isRead)).toEqual([false, false, false, false, false]);
    expect(first.view().items.map((item) => item.isRead)).toEqual([true, true, false, false, false]);

    second.actor.send({ type: 'NOTIFICATIONS.READ', ids: ['row-4'] });
    expect(second.view().items.map((item) => item.readPending)).toEqual([false, false, false, false, true]);
    expect(first.view().items.map((item) => item.readPending)).toEqual([true, true, false, false, false]);
    expect(first.actor.getSnapshot().context.pendingReads).toEqual(['row-0', 'row-1']);
    expect(second.actor.getSnapshot().context.pendingReads).toEqual(['row-4']);
  });
});

describe('core source', () => {
  it('keeps no mutable state at module level (no top-level let, nor an empty Map, Set or WeakMap to fill)', () => {
    const root = join(import.meta.dirname, '../src');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.ts'),
    );
    expect(files.length).toBeGreaterThan(30);
    const found = files.flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .filter((line) => /^(export )?(let |var |const .*=\s*new (Weak)?(Map|Set)\b[^(]*\(\))/.test(line))
        .map((line) => `${file}: ${line}`),
    );
    expect(found).toEqual([]);
  });
});
