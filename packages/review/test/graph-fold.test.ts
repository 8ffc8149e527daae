import { describe, expect, it } from 'vitest';
import { activeNodeIds } from '../src/graph/active-nodes';
import { FoldError, foldGraph } from '../src/graph/fold';
import { layoutMachine } from '../src/graph/layout';
import type { LayoutBox, LayoutPoint } from '../src/graph/layout.types';
import { renderStatechartSvg } from '../src/graph/render-svg';
import { serializeMachine } from '../src/graph/serialize-machine';
import { flowMachines, onBorder, PANE, playerMachine } from './graph-fixtures';

const otp = serializeMachine(flowMachines.otp as NonNullable<typeof flowMachines.otp>);
const player = serializeMachine(playerMachine);

describe('foldGraph', () => {
  it('hides what a folded state holds, lifts transitions that leave or enter it, drops those inside', () => {
    const { graph, held } = foldGraph(player, ['player.ready.playback']);
    expect(held.get('player.ready.playback')).toBe(7); // stopped, loading, playing (+2 inside), paused, ended; not the history node
    expect(graph.nodes.some((node) => node.id.startsWith('player.ready.playback.'))).toBe(false);
    const byId = new Map(graph.transitions.map((transition) => [transition.id, transition]));
    // Inside the fold (stopped → loading, streaming's own row): gone.
    expect(byId.has('player.ready.playback.stopped#0')).toBe(false);
    expect(byId.has('player.ready.playback.playing.streaming#0')).toBe(false);
    // Into it from outside: the box is the target; the id, event and guard are the transition's own.
    expect(byId.get('player.sleeping#0')).toMatchObject({
      targets: ['player.ready.playback'],
      event: 'WAKE',
    });
    expect(graph.transitions.length).toBeLessThan(player.transitions.length);
  });

  it('folds a state inside a folded one with it, and refuses to fold a state that holds nothing', () => {
    const { graph, held } = foldGraph(player, ['player.ready', 'player.ready.playback.playing']);
    expect(held.get('player.ready')).toBe(14);
    expect(held.has('player.ready.playback.playing')).toBe(false);
    expect(graph.nodes.map((node) => node.id)).toEqual([
      'player',
      'player.booting',
      'player.failed',
      'player.ready',
      'player.sleeping',
      'player.off',
    ]);
    expect(() => foldGraph(player, ['player.booting'])).toThrow(FoldError);
    expect(() => foldGraph(player, ['player.nowhere'])).toThrow(
      /"player.nowhere" is not a compound or parallel state of "player"/,
    );
  });
});

describe('layoutMachine with folded states', () => {
  it('draws a folded state as one box with its name and count, arrows from and to what it holds on its border', async () => {
    const layout = await layoutMachine(otp, { pane: PANE, folded: ['otp.sent'] });
    const box = layout.nodes['otp.sent'] as LayoutBox & { folded?: number };
    expect(box.folded).toBe(2);
    expect(layout.nodes['otp.sent.ready']).toBeUndefined();
    expect(layout.edges['otp.sent.ready#0']).toBeUndefined();
    // verifying → sent ends on the folded box; sent's own arrows start from it.
    const back = layout.edges['otp.verifying#2'];
    expect(back?.sections.some((section) => onBorder(box, section.end))).toBe(true);
    const verify = otp.transitions.find(
      (transition) => transition.source === 'otp.sent' && transition.targets.join() === 'otp.verifying',
    );
    expect(onBorder(box, layout.edges[verify?.id ?? '']?.sections[0]?.start as LayoutPoint)).toBe(true);
    const unfolded = await layoutMachine(otp, { pane: PANE });
    expect(box.height).toBeLessThan((unfolded.nodes['otp.sent'] as LayoutBox).height);

    const svg = renderStatechartSvg(otp, layout);
    const group =
      /<g class="node node-compound folded" data-node-id="otp\.sent">[\s\S]*?<\/g>/.exec(svg)?.[0] ?? '';
    expect(group).toContain('>sent<tspan class="count"> · 2 states</tspan></text>');
    expect(svg).not.toContain('data-node-id="otp.sent.ready"');
  });

  it('lights the folded box whenever a state inside it is active: the page toggles by node id', async () => {
    const layout = await layoutMachine(otp, { pane: PANE, folded: ['otp.sent'] });
    const active = activeNodeIds(otp, { sent: 'cooldown' });
    expect(active).toContain('otp.sent');
    const svg = renderStatechartSvg(otp, layout, { active });
    expect(svg).toMatch(/<g class="node node-compound folded active" data-node-id="otp\.sent">/);
    // What the page does: every drawn node whose id is active gets `active`.
    const drawn = [...svg.matchAll(/data-node-id="([^"]+)"/g)].map((match) => match[1]);
    expect(drawn.filter((id) => active.includes(id as string))).toEqual(['otp', 'otp.sent']);
  });

  it('marks each transition group with its source and, for events, the event', async () => {
    const svg = renderStatechartSvg(otp, await layoutMachine(otp, { pane: PANE, folded: ['otp.sent'] }));
    const verify = otp.transitions.find(
      (transition) => transition.source === 'otp.sent' && transition.targets.join() === 'otp.verifying',
    );
    expect(svg).toContain(
      `data-transition-id="${verify?.id}" data-source="otp.sent" data-event="OTP.VERIFY"`,
    );
    // Not an event: no data-event.
    expect(svg).toMatch(/data-transition-id="otp\.settling#0" data-source="otp\.settling">/);
    // Transitions inside the fold are not drawn.
    expect(svg).not.toContain('data-transition-id="otp.sent.ready#0"');
  });
});
