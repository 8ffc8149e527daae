import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serializeMachine } from '../src/graph/serialize-machine';
import { flowMachines, kioskMachine, stateNodesOf, transitionsOf } from './graph-fixtures';

const allMachines = { ...flowMachines, kiosk: kioskMachine };

describe('serializeMachine', () => {
  for (const [name, machine] of Object.entries(allMachines)) {
    it(`keeps every state node of ${name}`, () => {
      const graph = serializeMachine(machine);
      const defined = stateNodesOf(machine);
      expect(graph.nodes.map((node) => node.id)).toEqual(defined.map((node) => node.id));
      for (const node of defined) {
        const serialized = graph.nodes.find((candidate) => candidate.id === node.id);
        expect(serialized).toMatchObject({ key: node.key, type: node.type, parent: node.parent?.id ?? null });
      }
      expect(graph.root).toBe(machine.root.id);
      expect(graph.machineId).toBe(machine.id);
    });

    it(`keeps every transition of ${name}, each once`, () => {
      const graph = serializeMachine(machine);
      const defined = transitionsOf(machine);
      expect(graph.transitions).toHaveLength(defined.length);
      const ids = new Set(graph.transitions.map((transition) => transition.id));
      expect(ids.size).toBe(graph.transitions.length);
      const remaining = [...graph.transitions];
      for (const transition of defined) {
        const index = remaining.findIndex(
          (candidate) =>
            candidate.source === transition.source &&
            candidate.event === transition.event &&
            JSON.stringify(candidate.targets) === JSON.stringify(transition.targets),
        );
        expect(index, `${transition.source} on "${transition.event}"`).toBeGreaterThanOrEqual(0);
        remaining.splice(index, 1);
      }
    });

    it(`gives plain JSON for ${name}, the same on every run`, () => {
      const graph = serializeMachine(machine);
      expect(JSON.parse(JSON.stringify(graph))).toEqual(graph);
      expect(structuredClone(graph)).toEqual(graph);
      expect(JSON.stringify(serializeMachine(machine))).toBe(JSON.stringify(graph));
    });
  }

  it('names the kinds, labels and guards of a machine that is not ours', () => {
    const graph = serializeMachine(kioskMachine);
    const rows = graph.transitions.map(({ source, kind, label, guard, targets }) => ({
      source,
      kind,
      label: guard ? `${label} [${guard}]` : label,
      targets,
    }));
    expect(rows).toEqual([
      {
        source: 'kiosk.booting',
        kind: 'done',
        label: 'fetchStock done [hasStock]',
        targets: ['kiosk.running'],
      },
      { source: 'kiosk.booting', kind: 'error', label: 'fetchStock error', targets: ['kiosk.broken'] },
      {
        source: 'kiosk.running.screen.attract',
        kind: 'event',
        label: 'TOUCH',
        targets: ['kiosk.running.screen.menu'],
      },
      {
        source: 'kiosk.running.screen.attract',
        kind: 'delayed',
        label: 'after idleTimeout',
        targets: ['kiosk.running.screen.attract'],
      },
      {
        source: 'kiosk.running.screen.menu',
        kind: 'done',
        label: 'done',
        targets: ['kiosk.running.screen.attract'],
      },
      {
        source: 'kiosk.running.screen.menu.checking',
        kind: 'always',
        label: 'always [isSoldOut]',
        targets: ['kiosk.closed'],
      },
      {
        source: 'kiosk.running.screen.menu.checking',
        kind: 'always',
        label: 'always',
        targets: ['kiosk.running.screen.menu.browsing'],
      },
      {
        source: 'kiosk.running.screen.menu.browsing',
        kind: 'event',
        label: 'PICK [and(hasStock, not(stateIn(#kiosk.broken)))]',
        targets: ['kiosk.running.screen.menu.paying'],
      },
      {
        source: 'kiosk.running.screen.menu.paying',
        kind: 'event',
        label: 'PAID',
        targets: ['kiosk.running.screen.menu.paid'],
      },
      {
        source: 'kiosk.running.audio.muted',
        kind: 'event',
        label: 'UNMUTE',
        targets: ['kiosk.running.audio.playing'],
      },
      { source: 'kiosk.running.audio.playing', kind: 'event', label: 'TOUCH', targets: [] },
      {
        source: 'kiosk.running.audio.playing',
        kind: 'delayed',
        label: 'after 3000 ms',
        targets: ['kiosk.running.audio.muted'],
      },
      { source: 'kiosk.broken', kind: 'event', label: 'RETRY', targets: ['kiosk.booting'] },
    ]);
    const byId = Object.fromEntries(graph.nodes.map((node) => [node.id, node]));
    expect(byId['kiosk.running']?.type).toBe('parallel');
    expect(byId['kiosk.running.screen.menu.paid']?.type).toBe('final');
    expect(byId['kiosk.closed']?.type).toBe('final');
    expect(byId['kiosk.running.screen.resume']).toMatchObject({ type: 'history', history: 'deep' });
    expect(byId['kiosk.running.screen']?.initial).toBe('kiosk.running.screen.attract');
    expect(byId['kiosk.running']?.initial).toBeUndefined();
    expect(byId['kiosk.booting']).toMatchObject({
      description: 'Loads the stock.',
      invoke: [{ id: expect.any(String), src: 'fetchStock' }],
    });
    expect(graph.transitions.find((t) => t.kind === 'error')?.description).toBe(
      'The stock could not be read.',
    );
    // The after timers xstate adds as raise/cancel actions are the delayed edge, not the author's actions.
    expect(byId['kiosk.running.screen.attract']).toMatchObject({ entry: ['greet'], exit: [] });
    expect(graph.transitions.find((t) => t.source === 'kiosk.running.audio.playing')?.actions).toEqual([
      'countTouch',
    ]);
  });

  it('needs nothing at run time but the machine object, so it runs wherever the app does', () => {
    for (const file of ['serialize-machine.ts', 'graph.types.ts']) {
      const source = readFileSync(new URL(`../src/graph/${file}`, import.meta.url), 'utf8');
      expect(source.match(/^import (?!type ).*$/gm), file).toBeNull();
      // Comments may name anything ("document order"); the code may not.
      const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
      expect(code, file).not.toMatch(/\b(window|document|process|globalThis|require)\b/);
    }
  });
});
