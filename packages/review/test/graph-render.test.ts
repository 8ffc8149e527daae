import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, createMachine } from 'xstate';
import { activeNodeIds } from '../src/graph/active-nodes';
import type { MachineGraph } from '../src/graph/graph.types';
import { layoutMachine } from '../src/graph/layout';
import type { MachineLayout } from '../src/graph/layout.types';
import { renderStatechartSvg } from '../src/graph/render-svg';
import { serializeMachine } from '../src/graph/serialize-machine';
import { statechartTextsOf } from '../src/page/messages';
import { flowMachines, kioskMachine, PANE, stateNodesOf, transitionsOf } from './graph-fixtures';

/** Every value of one attribute in a document, in order. */
function attributeValues(svg: string, attribute: string): string[] {
  return [...svg.matchAll(new RegExp(`${attribute}="([^"]*)"`, 'g'))].map((match) => match[1] as string);
}

/** The opening tag of the element that carries `attribute="value"`. */
function tagWith(svg: string, attribute: string, value: string): string {
  return new RegExp(`<g [^>]*${attribute}="${value.replaceAll('.', '\\.')}"[^>]*>`).exec(svg)?.[0] ?? '';
}

const layouts = new Map<MachineGraph, Promise<MachineLayout>>();
/** One layout per graph in this file: ELK's time goes to the layout tests, not to drawing the same chart again. */
function layoutOnce(graph: MachineGraph): Promise<MachineLayout> {
  if (!layouts.has(graph)) layouts.set(graph, layoutMachine(graph, { pane: PANE }));
  return layouts.get(graph) as Promise<MachineLayout>;
}
const graphs = new Map<AnyStateMachine, MachineGraph>();
function graphOf(machine: AnyStateMachine): MachineGraph {
  if (!graphs.has(machine)) graphs.set(machine, serializeMachine(machine));
  return graphs.get(machine) as MachineGraph;
}

describe('renderStatechartSvg', () => {
  for (const [name, machine] of Object.entries({ ...flowMachines, kiosk: kioskMachine })) {
    it(`draws every state node and every transition of ${name} once`, async () => {
      const graph = graphOf(machine);
      const svg = renderStatechartSvg(graph, await layoutOnce(graph));
      expect(svg.startsWith('<svg viewBox=')).toBe(true);
      expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
      const drawnNodes = attributeValues(svg, 'data-node-id');
      expect(drawnNodes.sort()).toEqual(
        stateNodesOf(machine)
          .map((node) => node.id)
          .sort(),
      );
      const drawnTransitions = attributeValues(svg, 'data-transition-id');
      expect(drawnTransitions).toHaveLength(transitionsOf(machine).length);
      expect(new Set(drawnTransitions).size).toBe(drawnTransitions.length);
      // Routed transitions are paths with an arrowhead of their kind; targetless ones are rows.
      const routed = graph.transitions.filter((transition) => transition.targets.length > 0);
      for (const transition of routed) {
        const group = svg.slice(svg.indexOf(tagWith(svg, 'data-transition-id', transition.id)));
        expect(group).toMatch(
          new RegExp(`^[^]*?<path d="M[^"]+" marker-end="url\\(#arrow-${transition.kind}\\)"`),
        );
      }
      expect(svg).not.toContain('NaN');
      expect(svg).not.toContain('undefined');
    });
  }

  it('draws each kind distinctly, guards in brackets, descriptions as hover titles', async () => {
    const graph = graphOf(kioskMachine);
    const svg = renderStatechartSvg(graph, await layoutOnce(graph));
    for (const [id, kind] of [
      ['kiosk.booting#0', 'done'],
      ['kiosk.booting#1', 'error'],
      ['kiosk.running.screen.attract#1', 'delayed'],
      ['kiosk.running.screen.menu.checking#0', 'always'],
      ['kiosk.running.screen.attract#0', 'event'],
    ] as const) {
      expect(tagWith(svg, 'data-transition-id', id)).toContain(`edge-${kind}`);
    }
    for (const kind of ['always', 'delayed', 'error']) {
      expect(svg).toMatch(new RegExp(`\\.edge-${kind} path\\{stroke-dasharray:[\\d ]+\\}`));
    }
    // A long label wraps: its guard on a second line under the event.
    expect(svg).toMatch(/fetchStock done<tspan x="[\d.]+" dy="18">\[hasStock\]<\/tspan><\/text>/);
    expect(svg).toContain('always [isSoldOut]</text>');
    expect(svg).toContain('after 3000 ms</text>');
    expect(svg).toContain('<title>kiosk.booting\nLoads the stock.</title>');
    expect(svg).toContain('The stock could not be read.</title>');
    expect(tagWith(svg, 'data-node-id', 'kiosk.running.screen.menu.paid')).toContain('node-final');
    expect(tagWith(svg, 'data-node-id', 'kiosk.running.audio')).toContain('region');
    expect(svg).toContain('data-initial-of="kiosk.running.screen"');
    expect(svg).toContain('@media (prefers-color-scheme:dark)');
    expect(renderStatechartSvg(graph, await layoutOnce(graph)), 'the same drawing on every run').toBe(svg);
  });

  it('lights the active nodes and marks the last transition', async () => {
    const graph = graphOf(flowMachines.notifications as AnyStateMachine);
    const layout = await layoutOnce(graph);
    const active = activeNodeIds(graph, { list: 'ready', reads: 'sending', polling: 'running' });
    const last = graph.transitions.find((transition) => transition.source.endsWith('.reads.sending'));
    const svg = renderStatechartSvg(graph, layout, { active, lastTransition: last?.id });
    expect(
      attributeValues(svg, 'data-node-id').filter((id) =>
        tagWith(svg, 'data-node-id', id).includes(' active'),
      ),
    ).toEqual(active);
    expect(tagWith(svg, 'data-transition-id', last?.id ?? '')).toMatch(/class="[^"]*\blast\b/);
    expect(svg.match(/class="edge [^"]*\blast\b/g)).toHaveLength(1);
    expect(renderStatechartSvg(graph, layout)).not.toMatch(/\b(active|last)"/);
  });

  it('escapes every name, label and description', async () => {
    const machine = createMachine({
      id: 'm<&>',
      initial: 'a"b',
      states: {
        'a"b': {
          description: '</title><script>alert(1)</script>',
          on: { "GO&'X'": { target: 'c<d', description: 'x < y & "z"' } },
        },
        'c<d': {},
      },
    });
    const graph = serializeMachine(machine);
    const svg = renderStatechartSvg(graph, await layoutOnce(graph));
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;/title&gt;&lt;script&gt;');
    expect(svg).toContain('GO&amp;&apos;X&apos;');
    expect(svg).toContain('data-node-id="m&lt;&amp;&gt;.a&quot;b"');
    expect(svg).toContain('x &lt; y &amp; &quot;z&quot;');
    // Outside the style sheet, no bare & or < survives in text.
    const body = svg.slice(svg.indexOf('</style>'));
    expect(body).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  });

  it('writes its own words in Thai when asked', async () => {
    const graph = graphOf(kioskMachine);
    const svg = renderStatechartSvg(graph, await layoutOnce(graph), {}, statechartTextsOf('th'));
    expect(svg).toContain('เมื่อครบเวลา');
    expect(svg).toContain('ผิดพลาด');
  });
});
