import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import type { GraphTransition } from '../src/graph/graph.types';
import { LayoutError, layoutMachine } from '../src/graph/layout';
import type { LayoutBox, MachineLayout } from '../src/graph/layout.types';
import { nameSizeAtFit } from '../src/graph/readable';
import { serializeMachine } from '../src/graph/serialize-machine';
import { flowMachines, kioskMachine, onBorder, PANE, playerMachine } from './graph-fixtures';

const allMachines: Record<string, AnyStateMachine> = {
  ...flowMachines,
  kiosk: kioskMachine,
  player: playerMachine,
};

function contains(outer: LayoutBox, inner: LayoutBox): boolean {
  return (
    inner.x >= outer.x - 0.5 &&
    inner.y >= outer.y - 0.5 &&
    inner.x + inner.width <= outer.x + outer.width + 0.5 &&
    inner.y + inner.height <= outer.y + outer.height + 0.5
  );
}

const layouts = new Map<string, Promise<MachineLayout>>();
function layoutOf(name: string): Promise<MachineLayout> {
  const machine = allMachines[name] as AnyStateMachine;
  if (!layouts.has(name)) layouts.set(name, layoutMachine(serializeMachine(machine), { pane: PANE }));
  return layouts.get(name) as Promise<MachineLayout>;
}

describe('layoutMachine', () => {
  for (const [name, machine] of Object.entries(allMachines)) {
    it(`gives ${name} a box per node inside its parent and a drawing per transition`, async () => {
      const graph = serializeMachine(machine);
      const layout = await layoutOf(name);
      expect(Object.keys(layout.nodes).sort()).toEqual(graph.nodes.map((node) => node.id).sort());
      expect(Object.keys(layout.edges).sort()).toEqual(graph.transitions.map((t) => t.id).sort());
      for (const node of graph.nodes) {
        const box = layout.nodes[node.id] as LayoutBox;
        expect(box.width).toBeGreaterThan(0);
        expect(contains({ x: 0, y: 0, width: layout.width, height: layout.height }, box)).toBe(true);
        if (node.parent !== null)
          expect(contains(layout.nodes[node.parent] as LayoutBox, box), node.id).toBe(true);
      }
      for (const transition of graph.transitions) {
        const edge = layout.edges[transition.id];
        expect(edge?.internal).toBe(transition.targets.length === 0);
        expect(edge?.label.width).toBeGreaterThan(0);
        if (transition.targets.length === 0) {
          expect(contains(layout.nodes[transition.source] as LayoutBox, edge?.label as LayoutBox)).toBe(true);
          continue;
        }
        // Each branch ends on its target's border, where the arrowhead goes.
        expect(edge?.sections.length).toBeGreaterThanOrEqual(transition.targets.length);
        const ends = edge?.sections.map((section) => section.end) ?? [];
        for (const target of transition.targets) {
          expect(
            ends.some((end) => onBorder(layout.nodes[target] as LayoutBox, end)),
            `${transition.id} reaches ${target}`,
          ).toBe(true);
        }
      }
    });
  }

  for (const [name, regions] of [
    ['redemption', 2],
    ['notifications', 3],
  ] as const) {
    for (const direction of ['DOWN', 'RIGHT'] as const) {
      it(`puts the ${regions} parallel regions of ${name} apart in their order (${direction}: ${direction === 'DOWN' ? 'side by side' : 'stacked'}), each around its children`, async () => {
        const graph = serializeMachine(flowMachines[name] as AnyStateMachine);
        const layout = await layoutMachine(graph, { pane: PANE, direction });
        expect(layout.direction).toBe(direction);
        const parallel = graph.nodes.find((node) => node.type === 'parallel');
        const regionIds = graph.nodes.filter((node) => node.parent === parallel?.id).map((node) => node.id);
        expect(regionIds).toHaveLength(regions);
        // In the order the machine defines them: left to right, or top to bottom.
        const boxes = regionIds.map((id) => layout.nodes[id] as LayoutBox);
        for (let i = 1; i < boxes.length; i++) {
          const [first, next] = [boxes[i - 1] as LayoutBox, boxes[i] as LayoutBox];
          if (direction === 'DOWN') {
            expect(first.x + first.width).toBeLessThanOrEqual(next.x);
            expect(first.y < next.y + next.height && next.y < first.y + first.height).toBe(true);
          } else {
            expect(first.y + first.height).toBeLessThanOrEqual(next.y);
            expect(first.x < next.x + next.width && next.x < first.x + first.width).toBe(true);
          }
        }
        for (const regionId of regionIds) {
          const descendants = graph.nodes.filter((node) => node.id.startsWith(`${regionId}.`));
          expect(descendants.length).toBeGreaterThan(0);
          for (const node of descendants) {
            expect(contains(layout.nodes[regionId] as LayoutBox, layout.nodes[node.id] as LayoutBox)).toBe(
              true,
            );
          }
        }
      });
    }
  }

  it('keeps the direction whose names are largest once fitted to the pane it is given', async () => {
    for (const name of Object.keys(allMachines)) {
      const graph = serializeMachine(allMachines[name] as AnyStateMachine);
      const layout = await layoutOf(name);
      const other = layout.direction === 'DOWN' ? 'RIGHT' : 'DOWN';
      const alone = await layoutMachine(graph, { pane: PANE, direction: layout.direction });
      // The one kept is what that direction alone gives: the choice adds nothing of its own.
      expect(JSON.stringify(alone), name).toBe(JSON.stringify(layout));
      const otherLayout = await layoutMachine(graph, { pane: PANE, direction: other });
      expect(nameSizeAtFit(layout, PANE), name).toBeGreaterThanOrEqual(nameSizeAtFit(otherLayout, PANE));
    }
    // A tall pane turns the same chart the other way.
    const otp = serializeMachine(flowMachines.otp as AnyStateMachine);
    expect((await layoutOf('otp')).direction).toBe('RIGHT');
    expect((await layoutMachine(otp, { pane: { width: 600, height: 1200 } })).direction).toBe('DOWN');
  });

  it('is plain JSON and the same on every run', async () => {
    const graph = serializeMachine(kioskMachine);
    const [first, second] = await Promise.all([
      layoutMachine(graph, { pane: PANE }),
      layoutMachine(graph, { pane: PANE }),
    ]);
    expect(JSON.parse(JSON.stringify(first))).toEqual(first);
    expect(structuredClone(first)).toEqual(first);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  });

  it('sizes a state to its name', async () => {
    const graph = serializeMachine(kioskMachine);
    const layout = await layoutMachine(graph, { pane: PANE, charWidth: 20 });
    const narrow = await layoutOf('kiosk');
    const box = layout.nodes['kiosk.running.audio.muted'] as LayoutBox;
    expect(box.width).toBeGreaterThan((narrow.nodes['kiosk.running.audio.muted'] as LayoutBox).width);
    expect(box.width).toBeGreaterThanOrEqual('muted'.length * 20);
  });

  it('refuses a graph without its root node, or with a transition to nowhere, with a LayoutError', async () => {
    const graph = serializeMachine(kioskMachine);
    const rootless = layoutMachine({ ...graph, root: 'elsewhere' }, { pane: PANE });
    await expect(rootless).rejects.toThrow(LayoutError);
    await expect(rootless).rejects.toThrow(/"kiosk" .* no node "elsewhere"/);
    const stray = { ...graph.transitions[0], id: 'stray#0', targets: ['kiosk.nowhere'] } as GraphTransition;
    const broken = layoutMachine({ ...graph, transitions: [...graph.transitions, stray] }, { pane: PANE });
    await expect(broken).rejects.toThrow(LayoutError);
    await expect(broken).rejects.toMatchObject({ machineId: 'kiosk', cause: expect.anything() });
  });
});
