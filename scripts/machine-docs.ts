import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** One transition as a reviewer reads it: from where, on what, under which guard, to where, doing what. */
interface TransitionRow {
  from: string;
  event: string;
  guard: string;
  to: string;
  actions: string;
}

const AFTER = /^xstate\.after\.(.+)\.[^.]+(?:\.[^.]+)*$/;

function pathOf(node: AnyStateNode): string {
  return node.path.join('.') || '(root)';
}

function mermaidId(node: AnyStateNode): string {
  return node.path.join('_');
}

function nameOf(implementation: unknown): string {
  if (typeof implementation === 'string') return implementation;
  if (implementation && typeof implementation === 'object' && 'type' in implementation) {
    return String((implementation as { type: unknown }).type);
  }
  if (typeof implementation === 'function' && implementation.name) return implementation.name;
  return 'inline';
}

/** Turns xstate's internal event names (delays, actor completion) into words a reviewer reads. */
function eventLabel(node: AnyStateNode, eventType: string, delay: unknown): string {
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.after.')) {
    const name = typeof delay === 'string' ? delay : (AFTER.exec(eventType)?.[1] ?? eventType);
    return `after ${typeof delay === 'number' ? `${delay} ms` : name}`;
  }
  for (const invoke of node.invoke) {
    if (eventType === `xstate.done.actor.${invoke.id}`) return `${nameOf(invoke.src)} done`;
    if (eventType === `xstate.error.actor.${invoke.id}`) return `${nameOf(invoke.src)} error`;
  }
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType;
}

function collectTransitions(node: AnyStateNode): TransitionRow[] {
  const rows: TransitionRow[] = [];
  const definitions = [...Object.values(node.on).flat(), ...(node.always ?? [])] as AnyStateNode['always'] &
    object;
  for (const transition of definitions) {
    rows.push({
      from: pathOf(node),
      event: eventLabel(node, String(transition.eventType), (transition as { delay?: unknown }).delay),
      guard: transition.guard ? nameOf(transition.guard) : '',
      to: transition.target?.map(pathOf).join(', ') ?? '(stays)',
      actions: transition.actions.map(nameOf).join(', '),
    });
  }
  for (const child of Object.values(node.states)) rows.push(...collectTransitions(child));
  return rows;
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allNodes)];
}

/** The nesting of states: compound states list their children, parallel states their regions. */
function mermaidBody(node: AnyStateNode, indent: string): string[] {
  const children = Object.values(node.states);
  if (node.type === 'parallel') {
    return children.flatMap((region, index) => [
      ...(index > 0 ? [`${indent}--`] : []),
      `${indent}state ${mermaidId(region)} {`,
      ...mermaidBody(region, `${indent}  `),
      `${indent}}`,
    ]);
  }
  const initial = node.initial?.target[0];
  const lines = initial ? [`${indent}[*] --> ${mermaidId(initial)}`] : [];
  for (const child of children) {
    lines.push(`${indent}state "${child.key}" as ${mermaidId(child)}`);
    if (child.type === 'final') lines.push(`${indent}${mermaidId(child)} --> [*]`);
    if (Object.keys(child.states).length > 0) {
      lines.push(`${indent}state ${mermaidId(child)} {`, ...mermaidBody(child, `${indent}  `), `${indent}}`);
    }
  }
  return lines;
}

function mermaidEdges(machine: AnyStateMachine): string[] {
  const edges = new Set<string>();
  for (const node of allNodes(machine.root)) {
    for (const transition of [...Object.values(node.on).flat(), ...(node.always ?? [])]) {
      if (!transition.target) continue;
      const label = eventLabel(node, String(transition.eventType), (transition as { delay?: unknown }).delay);
      const guard = transition.guard ? ` [${nameOf(transition.guard)}]` : '';
      for (const target of transition.target) {
        if (target.path.length === 0) continue;
        edges.add(`  ${mermaidId(node) || '[*]'} --> ${mermaidId(target)}: ${label}${guard}`);
      }
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
 * so the diagram cannot drift from the code.
 */
export function renderMachineDoc({ flow, title, summary, machine }: MachineDocInput): string {
  const nodes = allNodes(machine.root).filter((node) => node.path.length > 0);
  const transitions = collectTransitions(machine.root);
  const lines = [
    `# ${title}`,
    '',
    `<!-- Generated from packages/core/src/${flow}/ by \`pnpm docs:machines\`. Do not edit by hand. -->`,
    '',
    summary,
    '',
    '```mermaid',
    'stateDiagram-v2',
    ...mermaidBody(machine.root, '  '),
    ...mermaidEdges(machine),
    '```',
    '',
    '## States',
    '',
    '| State | Kind | Description |',
    '| --- | --- | --- |',
    ...nodes.map(
      (node) =>
        `| \`${pathOf(node)}\` | ${node.type} | ${escapeCell(node.description ?? '(no description)')} |`,
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
