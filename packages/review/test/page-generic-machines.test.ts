// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { type AnyActorRef, assign, createActor, fromPromise, setup } from 'xstate';
import { createReviewInspector, type ReviewInspector } from '../src/inspector/index';
import type { WebSocketLike } from '../src/reconnecting-socket';
import { type ReviewServer, startReviewServer } from '../src/server/index';

/**
 * The review page as a generic xstate tool: three machines written here, shaped like xstate's own examples
 * (a fetch with retries, a parallel traffic light, a multi-step form), reviewed by the page as it ships,
 * through a real review server. The page is told nothing of them beyond what any app declares (the events
 * a reviewer may send).
 */

/** A fetch that fails once, then answers: the machine retries on the reviewer's RETRY. */
const fetchMachine = setup({
  types: {
    context: {} as { retries: number; data: string | null; error: string | null },
    events: {} as { type: 'FETCH' } | { type: 'RETRY' },
  },
  actors: { fetchData: fromPromise<string>(async () => 'unused') },
  guards: { canRetry: ({ context }) => context.retries < 3 },
}).createMachine({
  id: 'fetch',
  initial: 'idle',
  context: { retries: 0, data: null, error: null },
  states: {
    idle: { on: { FETCH: 'loading' } },
    loading: {
      invoke: {
        src: 'fetchData',
        onDone: { target: 'success', actions: assign({ data: ({ event }) => event.output, error: null }) },
        onError: { target: 'failure', actions: assign({ error: 'The request failed.' }) },
      },
    },
    failure: {
      on: {
        RETRY: {
          target: 'loading',
          guard: 'canRetry',
          actions: assign({ retries: ({ context }) => context.retries + 1 }),
        },
      },
    },
    success: { type: 'final' },
  },
});

/** A crossing: the cars' light and the walkers' signal, side by side. */
const trafficLightMachine = setup({
  types: {
    context: {} as { cycles: number },
    events: {} as { type: 'TIMER' } | { type: 'PED_REQUEST' } | { type: 'PED_DONE' },
  },
}).createMachine({
  id: 'crossing',
  type: 'parallel',
  context: { cycles: 0 },
  states: {
    light: {
      initial: 'green',
      states: {
        green: { on: { TIMER: 'yellow' } },
        yellow: { on: { TIMER: 'red' } },
        red: {
          on: {
            TIMER: { target: 'green', actions: assign({ cycles: ({ context }) => context.cycles + 1 }) },
          },
        },
      },
    },
    walk: {
      initial: 'stop',
      states: {
        stop: { on: { PED_REQUEST: 'waiting' } },
        waiting: { on: { TIMER: 'walking' } },
        walking: { on: { PED_DONE: 'stop' } },
      },
    },
  },
});

interface FormValues {
  name?: string;
  email?: string;
  street?: string;
  city?: string;
  card?: string;
}

/** A checkout form in steps: each NEXT carries the step's values; BACK keeps them. */
const formMachine = setup({
  types: {
    context: {} as { values: FormValues },
    events: {} as { type: 'NEXT'; values?: FormValues } | { type: 'BACK' } | { type: 'SUBMIT' },
  },
  actions: {
    keep: assign({
      values: ({ context, event }) =>
        event.type === 'NEXT' ? { ...context.values, ...event.values } : context.values,
    }),
  },
}).createMachine({
  id: 'checkout',
  initial: 'personal',
  context: { values: {} },
  states: {
    personal: { on: { NEXT: { target: 'address', actions: 'keep' } } },
    address: { on: { NEXT: { target: 'payment', actions: 'keep' }, BACK: 'personal' } },
    payment: { on: { NEXT: { target: 'confirm', actions: 'keep' }, BACK: 'address' } },
    confirm: { on: { SUBMIT: 'submitted', BACK: 'payment' } },
    submitted: { type: 'final' },
  },
});

/** What a reviewer may send each machine: all this "app" declares to the review. */
const sendable = {
  fetch: ['FETCH', 'RETRY'],
  crossing: ['TIMER', 'PED_REQUEST', 'PED_DONE'],
  checkout: ['NEXT', 'BACK', 'SUBMIT'],
};

const PANE = { width: 900, height: 560 };

let server: ReviewServer;
let inspector: ReviewInspector;
let unmount: (() => void) | undefined;
const actors: AnyActorRef[] = [];
let fetches = 0;
/** The address the page had before (the test files share a window: it is put back after). */
let pageUrl = '';

const happyDom = () => (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;

/** Waits for `check` to pass: the page draws on the next frame, later on a busy machine than vitest's 1 s default. */
const until = <T>(check: () => T) => vi.waitFor(check, { timeout: 15_000 });

/** The page's root: other test files share the window, and a page of theirs may still be in its body. */
const root = document.createElement('div');

function byTestId(id: string): HTMLElement {
  const element = root.querySelector<HTMLElement>(`[data-testid="${id}"]`);
  if (!element) throw new Error(`no ${id} on the page`);
  return element;
}

beforeAll(async () => {
  server = await startReviewServer({ port: 0 });
  inspector = createReviewInspector({
    url: server.url,
    app: 'xstate-examples',
    tab: 'node',
    sendable,
    connectivity: 'callback',
    WebSocket: WebSocket as unknown as WebSocketLike,
  });
  const fetching = fetchMachine.provide({
    actors: {
      fetchData: fromPromise(async () => {
        fetches += 1;
        if (fetches === 1) throw new Error('503');
        return 'three items';
      }),
    },
  });
  for (const machine of [fetching, trafficLightMachine, formMachine]) {
    actors.push(createActor(machine, { inspect: inspector.inspect }).start());
  }
  // The app's own events before the review opens.
  const [fetchActor, crossing, checkout] = actors;
  fetchActor?.send({ type: 'FETCH' });
  crossing?.send({ type: 'TIMER' });
  crossing?.send({ type: 'PED_REQUEST' });
  checkout?.send({ type: 'NEXT', values: { name: 'Ada', email: 'ada@example.com' } });
  await vi.waitFor(() => expect(fetchActor?.getSnapshot().value).toBe('failure'));

  // The page as a browser opens it from the server: at its address, its socket to the server's `/page`.
  pageUrl = location.href;
  happyDom().setURL(`${server.url}/`);
  vi.stubGlobal(
    'WebSocket',
    class extends WebSocket {
      constructor(address: string) {
        super(address, { origin: server.url });
      }
    },
  );
  const { mountReviewPage } = await import('../src/page/main');
  document.body.append(root);
  unmount = mountReviewPage(root);
  await until(() => expect(byTestId('review-connection').dataset.state).toBe('live'));
  // The statechart's pane as a browser would size it (happy-dom lays nothing out).
  const pane = byTestId('review-diagram');
  Object.defineProperty(pane, 'clientWidth', { configurable: true, value: PANE.width });
  Object.defineProperty(pane, 'clientHeight', { configurable: true, value: PANE.height });
}, 30_000);

afterAll(async () => {
  unmount?.();
  vi.unstubAllGlobals();
  for (const actor of actors) actor.stop();
  inspector?.close();
  await server?.close();
  root.remove();
  happyDom().setURL(pageUrl);
});

/** Every state id of a machine, its root's included, as xstate names them (`crossing.light.red`). */
interface StateNodeLike {
  id: string;
  states: Record<string, StateNodeLike>;
}
function stateIds(node: StateNodeLike): string[] {
  return [node.id, ...Object.values(node.states).flatMap(stateIds)].sort();
}

/** Each drawn state's box in the pane's pixels, after the fit's `translate(x, y) scale(k)`. */
function drawnBoxes(): { id: string; left: number; top: number; right: number; bottom: number }[] {
  const canvas = byTestId('review-diagram').querySelector<HTMLElement>('svg')?.parentElement;
  const transform = canvas?.style.transform ?? '';
  const match = /translate\(([-\d.]+)px, ([-\d.]+)px\) scale\(([-\d.]+)\)/.exec(transform);
  if (!match) throw new Error(`no fit transform: "${transform}"`);
  const [x, y, k] = match.slice(1).map(Number) as [number, number, number];
  return [...byTestId('review-diagram').querySelectorAll('[data-node-id]')].map((node) => {
    const shape = node.querySelector(':scope > rect, :scope > circle');
    if (!shape) throw new Error(`state ${node.getAttribute('data-node-id')} has no box`);
    const attr = (name: string) => Number(shape.getAttribute(name));
    const box =
      shape.tagName.toLowerCase() === 'circle'
        ? { x: attr('cx') - attr('r'), y: attr('cy') - attr('r'), w: 2 * attr('r'), h: 2 * attr('r') }
        : { x: attr('x'), y: attr('y'), w: attr('width'), h: attr('height') };
    return {
      id: node.getAttribute('data-node-id') ?? '',
      left: x + box.x * k,
      top: y + box.y * k,
      right: x + (box.x + box.w) * k,
      bottom: y + (box.y + box.h) * k,
    };
  });
}

/** Picks the actor `name` in the list and waits for its chart. */
async function review(name: string, machineId: string): Promise<void> {
  await until(() => byTestId(`review-actor-${name}`));
  byTestId(`review-actor-${name}`).click();
  await until(() =>
    expect(byTestId('review-diagram').querySelector('svg')?.getAttribute('data-machine-id')).toBe(machineId),
  );
  byTestId('review-fit').click();
}

function expectWholeChartInPane(machine: { root: StateNodeLike }): void {
  const boxes = drawnBoxes();
  // Every state of the machine is drawn (none folded away), and none reaches past the pane.
  expect(boxes.map((box) => box.id).sort()).toEqual(stateIds(machine.root));
  const outside = boxes.filter(
    (box) =>
      box.left < -0.5 || box.top < -0.5 || box.right > PANE.width + 0.5 || box.bottom > PANE.height + 0.5,
  );
  expect(outside.map((box) => box.id)).toEqual([]);
}

/** Sends `type` with `payload` from the page's event form, to the actor shown. */
async function sendFromPage(type: string, payload = ''): Promise<void> {
  const button = byTestId('review-send-event') as HTMLButtonElement;
  await until(() => expect(button.disabled).toBe(false));
  const select = byTestId('review-send-event-type') as HTMLSelectElement;
  select.value = type;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  const field = byTestId('review-send-event-payload') as HTMLTextAreaElement;
  field.value = payload;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  button.click();
}

const contextShown = () => JSON.parse(byTestId('review-context').textContent ?? 'null') as unknown;

describe('the review page on machines it was not written for', () => {
  it('a fetch with retries: its chart fits, its timeline and context follow, and RETRY from the page reaches it', async () => {
    const [actor] = actors;
    await review('fetch', 'fetch');
    expectWholeChartInPane(fetchMachine);
    await until(() => expect(byTestId('review-timeline').textContent).toContain('FETCH'));
    expect(contextShown()).toEqual({ retries: 0, data: null, error: 'The request failed.' });

    await sendFromPage('RETRY');
    await until(() => expect(actor?.getSnapshot().value).toBe('success'));
    await until(() => expect(byTestId('review-timeline').textContent).toContain('RETRY'));
    await until(() => expect(contextShown()).toEqual(actor?.getSnapshot().context));
    expect(contextShown()).toEqual({ retries: 1, data: 'three items', error: null });
  });

  it('a parallel traffic light: both regions fit, and TIMER from the page moves both', async () => {
    const [, actor] = actors;
    await review('crossing', 'crossing');
    expectWholeChartInPane(trafficLightMachine);
    const timeline = byTestId('review-timeline').textContent;
    expect(timeline).toContain('TIMER');
    expect(timeline).toContain('PED_REQUEST');
    expect(contextShown()).toEqual({ cycles: 0 });

    await sendFromPage('TIMER');
    await until(() => expect(actor?.getSnapshot().value).toEqual({ light: 'red', walk: 'walking' }));
    await until(() =>
      expect(
        [...byTestId('review-diagram').querySelectorAll('[data-node-id].active')].map((node) =>
          node.getAttribute('data-node-id'),
        ),
      ).toEqual(expect.arrayContaining(['crossing.light.red', 'crossing.walk.walking'])),
    );
  });

  it("a multi-step form: its steps fit, the context keeps each step's values, and NEXT from the page carries its payload", async () => {
    const [, , actor] = actors;
    await review('checkout', 'checkout');
    expectWholeChartInPane(formMachine);
    expect(byTestId('review-timeline').textContent).toContain('NEXT');
    expect(contextShown()).toEqual({ values: { name: 'Ada', email: 'ada@example.com' } });

    await sendFromPage('NEXT', '{"values": {"street": "1 Sukhumvit", "city": "Bangkok"}}');
    await until(() => expect(actor?.getSnapshot().value).toBe('payment'));
    await until(() =>
      expect(contextShown()).toEqual({
        values: { name: 'Ada', email: 'ada@example.com', street: '1 Sukhumvit', city: 'Bangkok' },
      }),
    );
    expect(byTestId('review-timeline').textContent?.match(/NEXT/g)?.length).toBeGreaterThanOrEqual(2);
  });
});
