/**
 * How long the layout of the largest machine of the graph tests takes (the three flows' and the foreign
 * player; by nodes and transitions, OTP), both directions `layoutMachine()` lays out included. The goal is
 * under 200 ms per layout at p99 on the project's two-core machine. Not part of `npm test`: run
 * `pnpm --filter @loyalty-flows/review bench`.
 */
import { bench, describe } from 'vitest';
import { layoutMachine } from '../src/graph/layout';
import { serializeMachine } from '../src/graph/serialize-machine';
import { flowMachines, PANE, playerMachine } from './graph-fixtures';

const largest = [...Object.values(flowMachines), playerMachine]
  .map((machine) => serializeMachine(machine))
  .reduce((a, b) => (b.nodes.length + b.transitions.length > a.nodes.length + a.transitions.length ? b : a));

describe(`layoutMachine(${largest.machineId}: ${largest.nodes.length} nodes, ${largest.transitions.length} transitions)`, () => {
  bench(
    'lay out',
    async () => {
      await layoutMachine(largest, { pane: PANE });
    },
    // ELK is compiled Java (GWT): the JIT needs some twenty layouts before it runs at speed, as it does in
    // a page that lays charts out again and again. The first layout of a process is several times slower.
    { warmupIterations: 20, warmupTime: 0, iterations: 50, time: 0 },
  );
});
