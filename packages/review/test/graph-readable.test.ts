import { describe, expect, it } from 'vitest';
import { foldGraph } from '../src/graph/fold';
import { layoutMachine } from '../src/graph/layout';
import type { MachineLayout } from '../src/graph/layout.types';
import { foldsToRead, MIN_NAME_ON_SCREEN, nameSizeAtFit } from '../src/graph/readable';
import { renderStatechartSvg } from '../src/graph/render-svg';
import { serializeMachine } from '../src/graph/serialize-machine';
import { fitted } from '../src/page/chart/viewport';
import { flowMachines, PANE } from './graph-fixtures';

/** The font size (px) the chart's own style gives each class of text, read from the drawn SVG. */
function fontSizes(svg: string): Map<string, number> {
  const style = /<style>([\s\S]*)<\/style>/.exec(svg)?.[1] ?? '';
  const sizes = new Map<string, number>();
  for (const [, selector, size] of style.matchAll(/([^{}]+)\{[^}]*font-size:(\d+(?:\.\d+)?)px/g)) {
    sizes.set((selector ?? '').trim(), Number(size));
  }
  return sizes;
}

describe('every flow chart reads once fitted to the review page (names at least 10 px on screen)', () => {
  for (const [name, machine] of Object.entries(flowMachines)) {
    it(`${name}: every state is drawn, by its own name or its folded box's, at least 10 px on screen`, async () => {
      const graph = serializeMachine(machine);
      const layouts = new Map<string, Promise<MachineLayout>>();
      const layOut = (folded: readonly string[]) => {
        const key = [...folded].sort().join(',');
        if (!layouts.has(key)) layouts.set(key, layoutMachine(graph, { pane: PANE, folded: [...folded] }));
        return layouts.get(key) as Promise<MachineLayout>;
      };
      const folded = await foldsToRead(graph, layOut, PANE);
      const layout = await layOut(folded);
      const drawn = foldGraph(graph, folded).graph;
      const svg = renderStatechartSvg(drawn, layout);

      // The page's fit (viewport.ts) of the drawing's own size, in the pane it was laid out for.
      const [, width, height] = /<svg viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? [];
      const { scale } = fitted(Number(width), Number(height), PANE.width, PANE.height);
      const sizes = fontSizes(svg);
      const nameSize = sizes.get('.node .name') ?? 0;
      const captionSize = sizes.get('.node .caption') ?? 0;
      expect(
        nameSize * scale,
        `names at fit (folded: ${folded.join(', ') || 'none'})`,
      ).toBeGreaterThanOrEqual(MIN_NAME_ON_SCREEN);
      expect(captionSize * scale, 'transient states’ names at fit').toBeGreaterThanOrEqual(
        MIN_NAME_ON_SCREEN,
      );
      expect(nameSizeAtFit(layout, PANE)).toBeGreaterThanOrEqual(MIN_NAME_ON_SCREEN);

      // Every state has its name in the drawing: its own, or (inside a fold) its folded box's.
      const namedIds = new Set(
        svg
          .split('data-node-id="')
          .slice(1)
          .filter((group) => /<text class="(name|caption)"/.test(group.slice(0, group.indexOf('</g>'))))
          .map((group) => group.slice(0, group.indexOf('"'))),
      );
      for (const node of graph.nodes.filter((candidate) => candidate.type !== 'history')) {
        const box = [node.id, ...folded.filter((id) => node.id.startsWith(`${id}.`))].find((id) =>
          namedIds.has(id),
        );
        expect(box, `${node.id} drawn with a name`).toBeDefined();
      }
    }, 120_000);
  }

  it('folds nothing when the whole chart reads, and stops when nothing is left to fold', async () => {
    const graph = serializeMachine(flowMachines.redemption as never);
    const small = { width: 600, height: 300 };
    const asked: string[][] = [];
    const laidOut = async (folded: readonly string[]) => {
      asked.push([...folded]);
      return small;
    };
    expect(await foldsToRead(graph, laidOut, PANE)).toEqual([]);
    expect(asked).toEqual([[]]);
    const huge = { width: 10_000, height: 10_000 };
    const folded = await foldsToRead(graph, async () => huge, PANE);
    expect(folded.length).toBeGreaterThan(0);
    expect(nameSizeAtFit(huge, PANE)).toBeLessThan(MIN_NAME_ON_SCREEN);
  });
});
