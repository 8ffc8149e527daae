import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { layoutMachine } from '../src/graph/layout';
import type { LayoutBox, LayoutPoint, MachineLayout } from '../src/graph/layout.types';
import { childOrder } from '../src/graph/layout-order';
import { renderStatechartSvg } from '../src/graph/render-svg';
import { serializeMachine } from '../src/graph/serialize-machine';
import { flowMachines, kioskMachine, PANE, playerMachine } from './graph-fixtures';

const otpGraph = serializeMachine(flowMachines.otp as NonNullable<typeof flowMachines.otp>);
let otpLayout: Promise<MachineLayout> | undefined;
function layoutOfOtp(): Promise<MachineLayout> {
  otpLayout ??= layoutMachine(otpGraph, { pane: PANE });
  return otpLayout;
}

function near(box: LayoutBox, point: LayoutPoint): boolean {
  return (
    point.x >= box.x - 1 &&
    point.x <= box.x + box.width + 1 &&
    point.y >= box.y - 1 &&
    point.y <= box.y + box.height + 1
  );
}

describe('layoutMachine: junctions, bundled arrows, the any-state marker', () => {
  it('draws a transient state (only always, one unguarded) as a small junction, and no other', async () => {
    const layout = await layoutOfOtp();
    const junctions = Object.values(layout.nodes).filter((box) => box.junction);
    expect(junctions.map((box) => box.id)).toEqual(['otp.settling']);
    expect(junctions[0]?.width).toBeLessThanOrEqual(24);
    // `locked` leaves only by `always` too, but guarded: a snapshot rests there. It stays a box.
    expect(layout.nodes['otp.locked']?.junction).toBeUndefined();
    for (const [machine, id] of [
      [kioskMachine, 'kiosk.running.screen.menu.checking'],
      [playerMachine, 'player.ready.playback.ended'],
    ] as const) {
      const graph = serializeMachine(machine);
      const other = await layoutMachine(graph, { pane: PANE });
      expect(other.nodes[id]?.junction, id).toBe(true);
      const svg = renderStatechartSvg(graph, other);
      const group = new RegExp(
        `<g class="node node-junction[^"]*" data-node-id="${id.replaceAll('.', '\\.')}"><title>${id.replaceAll('.', '\\.')}</title><path d="M[^"]+Z"/><text class="caption"[^>]*>${id.split('.').pop()}</text></g>`,
      );
      expect(svg).toMatch(group);
    }
  });

  it('draws transitions with one source, one target and one kind as one arrow, their labels stacked on it', async () => {
    const layout = await layoutOfOtp();
    const same = otpGraph.transitions.filter(
      (transition) => transition.source === 'otp.idle' && transition.targets.join() === 'otp.sending',
    );
    expect(same.length).toBeGreaterThan(1);
    const edges = same.map((transition) => layout.edges[transition.id]);
    const route = JSON.stringify(edges[0]?.sections);
    for (const edge of edges) expect(JSON.stringify(edge?.sections)).toBe(route);
    // One under the other, none over another.
    for (let i = 1; i < edges.length; i++) {
      const [above, below] = [edges[i - 1]?.label as LayoutBox, edges[i]?.label as LayoutBox];
      expect(below.y).toBeCloseTo(above.y + above.height, 5);
      expect(below.x).toBe(above.x);
    }
    // Different kinds from one state to another keep their own arrows (own dash and colour).
    const fromSending = otpGraph.transitions.filter(
      (transition) => transition.source === 'otp.sending' && transition.targets.join() === 'otp.settling',
    );
    const kinds = new Set(fromSending.map((transition) => transition.kind));
    const routes = new Set(
      fromSending.map((transition) => JSON.stringify(layout.edges[transition.id]?.sections)),
    );
    expect(routes.size).toBe(kinds.size);
  });

  it('starts the machine’s own transitions at an any-state marker inside the root', async () => {
    const layout = await layoutOfOtp();
    const marker = layout.anyState as LayoutBox;
    expect(marker).toBeDefined();
    const fromRoot = otpGraph.transitions.filter(
      (transition) => transition.source === 'otp' && transition.targets.length > 0,
    );
    expect(fromRoot.length).toBeGreaterThan(0);
    for (const transition of fromRoot) {
      expect(
        near(marker, layout.edges[transition.id]?.sections[0]?.start as LayoutPoint),
        transition.id,
      ).toBe(true);
    }
    expect(renderStatechartSvg(otpGraph, layout)).toMatch(
      /<g class="any-state"><title>in any state<\/title><circle /,
    );
    // A machine whose root has no arrows of its own has no marker.
    expect((await layoutMachine(serializeMachine(kioskMachine), { pane: PANE })).anyState).toBeUndefined();
  });

  it('rounds the bends of the drawn arrows', async () => {
    const svg = renderStatechartSvg(otpGraph, await layoutOfOtp());
    const bent = [...svg.matchAll(/<path d="([^"]+)" marker-end/g)].map((match) => match[1] as string);
    expect(bent.some((d) => d.includes('Q'))).toBe(true);
  });
});

describe('childOrder', () => {
  it('puts the chain from the initial state first and a common exit last', () => {
    const machine = createMachine({
      id: 'm',
      initial: 'start',
      states: {
        broken: {},
        later: { on: { FAIL: 'broken', BACK: 'start' } },
        start: { on: { GO: 'middle', FAIL: 'broken' } },
        middle: { on: { GO: 'later' } },
        lone: {},
      },
    });
    const graph = serializeMachine(machine);
    const root = graph.nodes[0] as (typeof graph.nodes)[number];
    const children = graph.nodes.filter((node) => node.parent === 'm');
    expect(childOrder(root, children, graph).map((node) => node.key)).toEqual([
      'start',
      'middle',
      'later',
      'lone',
      'broken',
    ]);
  });
});
