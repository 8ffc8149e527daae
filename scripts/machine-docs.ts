import { type GraphNode, type MachineGraph, serializeMachine } from '@loyalty-flows/review/graph';
import type { AnyStateMachine } from 'xstate';

/** One transition as a reviewer reads it: from where, on what, under which guard, to where, doing what. */
interface TransitionRow {
  from: string;
  event: string;
  guard: string;
  to: string;
  actions: string;
}

/** The machine's graph with each node's path of keys below the root (`['entry', 'open']`). */
interface DocGraph {
  graph: MachineGraph;
  paths: Map<string, string[]>;
}

function docGraphOf(machine: AnyStateMachine): DocGraph {
  const graph = serializeMachine(machine);
  const paths = new Map<string, string[]>();
  // Nodes come parents first, so a parent's path is known before its children's.
  for (const node of graph.nodes) {
    paths.set(node.id, node.parent === null ? [] : [...(paths.get(node.parent) ?? []), node.key]);
  }
  return { graph, paths };
}

function pathOf({ paths }: DocGraph, id: string): string {
  return paths.get(id)?.join('.') || '(root)';
}

function mermaidId({ paths }: DocGraph, id: string): string {
  return paths.get(id)?.join('_') ?? '';
}

function childrenOf({ graph }: DocGraph, id: string): GraphNode[] {
  return graph.nodes.filter((node) => node.parent === id);
}

function transitionRows(doc: DocGraph): TransitionRow[] {
  return doc.graph.transitions.map((transition) => ({
    from: pathOf(doc, transition.source),
    event: transition.label,
    guard: transition.guard ?? '',
    to:
      transition.targets.length > 0 ? transition.targets.map((id) => pathOf(doc, id)).join(', ') : '(stays)',
    actions: transition.actions.join(', '),
  }));
}

/** The nesting of states: compound states list their children, parallel states their regions. */
function mermaidBody(doc: DocGraph, node: GraphNode, indent: string): string[] {
  const children = childrenOf(doc, node.id);
  if (node.type === 'parallel') {
    return children.flatMap((region, index) => [
      ...(index > 0 ? [`${indent}--`] : []),
      `${indent}state ${mermaidId(doc, region.id)} {`,
      ...mermaidBody(doc, region, `${indent}  `),
      `${indent}}`,
    ]);
  }
  const lines = node.initial ? [`${indent}[*] --> ${mermaidId(doc, node.initial)}`] : [];
  for (const child of children) {
    const id = mermaidId(doc, child.id);
    lines.push(`${indent}state "${child.key}" as ${id}`);
    if (child.type === 'final') lines.push(`${indent}${id} --> [*]`);
    if (childrenOf(doc, child.id).length > 0) {
      lines.push(`${indent}state ${id} {`, ...mermaidBody(doc, child, `${indent}  `), `${indent}}`);
    }
  }
  return lines;
}

function mermaidEdges(doc: DocGraph): string[] {
  const edges = new Set<string>();
  for (const transition of doc.graph.transitions) {
    const guard = transition.guard ? ` [${transition.guard}]` : '';
    for (const target of transition.targets) {
      if (target === doc.graph.root) continue;
      const from = mermaidId(doc, transition.source) || '[*]';
      edges.add(`  ${from} --> ${mermaidId(doc, target)}: ${transition.label}${guard}`);
    }
  }
  return [...edges];
}

function escapeCell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

/** What the page says about a flow besides what the machine itself holds. */
export interface MachineDocInput {
  flow: string;
  title: string;
  summary: string;
  machine: AnyStateMachine;
}

/**
 * Renders a machine's own definition as Markdown: a Mermaid state diagram, the states with their
 * descriptions, and every transition with its event, guard and actions. Generated, never hand-edited,
 * so the diagram cannot drift from the code. The machine is read once, by the review package's
 * `serializeMachine`: the same statechart the review page draws.
 */
export function renderMachineDoc({ flow, title, summary, machine }: MachineDocInput): string {
  const doc = docGraphOf(machine);
  const root = doc.graph.nodes[0] as GraphNode;
  const nodes = doc.graph.nodes.slice(1);
  const transitions = transitionRows(doc);
  const lines = [
    `# ${title}`,
    '',
    `<!-- Generated from packages/core/src/${flow}/ by \`pnpm docs:machines\`. Do not edit by hand. -->`,
    '',
    summary,
    '',
    '```mermaid',
    'stateDiagram-v2',
    ...mermaidBody(doc, root, '  '),
    ...mermaidEdges(doc),
    '```',
    '',
    '## States',
    '',
    '| State | Kind | Description |',
    '| --- | --- | --- |',
    ...nodes.map(
      (node) =>
        `| \`${pathOf(doc, node.id)}\` | ${node.type} | ${escapeCell(node.description ?? '(no description)')} |`,
    ),
    '',
    '## Transitions',
    '',
    '| From | Event | Guard | To | Actions |',
    '| --- | --- | --- | --- | --- |',
    ...transitions.map(
      (row) =>
        `| \`${row.from}\` | ${escapeCell(row.event)} | ${row.guard && `\`${row.guard}\``} | \`${row.to}\` | ${escapeCell(row.actions)} |`,
    ),
    '',
  ];
  return lines.join('\n');
}
