// @vitest-environment happy-dom
import { flowStateDescriptionsTh } from '@loyalty-flows/core/inspect';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDiagram } from '../src/page/chart/diagram';
import {
  describedState,
  descriptionsByMachine,
  descriptionsIn,
  localizedGraph,
} from '../src/page/chart/state-descriptions';
import { mountReviewPage } from '../src/page/main';
import type { ActorRecord, StateDescriptions } from '../src/session.schema';
import { drawingLaidOutOnce, fixtureSession, OTP_KEY } from './page-fixtures';

const session = fixtureSession(1);
const otp = session.actors.find((actor) => actor.key === OTP_KEY) as ActorRecord;
const graph = otp.definition as NonNullable<ActorRecord['definition']>;
const thai = flowStateDescriptionsTh.otp ?? {};
const described: StateDescriptions = { th: thai };
const cooldownId = 'otp.sent.cooldown';
const english = graph.nodes.find((node) => node.id === cooldownId)?.description ?? '';
const cooldownThai = thai[cooldownId] ?? '';

/** The node's tooltip in a drawn chart (its `<title>`), or `undefined` when it has none or is not drawn. */
function tooltipOf(root: ParentNode, nodeId: string): string | undefined {
  return root.querySelector(`[data-node-id="${nodeId}"] > title`)?.textContent ?? undefined;
}

describe('state descriptions in the page language', () => {
  it('localizedGraph takes the given texts for the states that have one, a new graph, the layout untouched', () => {
    expect(english).toMatch(/^The resend cooldown/);
    expect(cooldownThai).toMatch(/[\u0E00-\u0E7F]/);
    expect(localizedGraph(graph, undefined)).toBe(graph);

    const partial = { [cooldownId]: cooldownThai, 'otp.nowhere': 'ไม่มีสถานะนี้' };
    const localized = localizedGraph(graph, partial);
    const byId = new Map(localized.nodes.map((node) => [node.id, node]));
    expect(byId.get(cooldownId)?.description).toBe(cooldownThai);
    // A state the texts leave out keeps the machine's own; an id the machine lacks adds nothing.
    expect(byId.get('otp.locked')?.description).toBe(
      graph.nodes.find((node) => node.id === 'otp.locked')?.description,
    );
    expect(localized.nodes.map((node) => node.id)).toEqual(graph.nodes.map((node) => node.id));
    expect(localized.transitions).toBe(graph.transitions);
    // The definition itself is never changed: the cached layout and the English drawing read it.
    expect(graph.nodes.find((node) => node.id === cooldownId)?.description).toBe(english);

    // A state with no description of its own (a build that strips them) takes the given one too.
    const stripped = { ...graph, nodes: graph.nodes.map(({ description: _own, ...node }) => node) };
    expect(localizedGraph(stripped, thai).nodes.find((node) => node.id === cooldownId)?.description).toBe(
      cooldownThai,
    );
  });

  it('reads only texts of the language asked for, and no inherited name as a state', () => {
    expect(descriptionsIn(described, 'th')).toBe(thai);
    expect(descriptionsIn(described, 'en')).toBeUndefined();
    expect(descriptionsIn({ th: {} }, 'th')).toBeUndefined();
    expect(descriptionsIn(undefined, 'th')).toBeUndefined();
    expect(descriptionsIn(described, 'constructor')).toBeUndefined();
    // A session file edited by hand: what is no object is no descriptions.
    expect(descriptionsIn(null as unknown as StateDescriptions, 'th')).toBeUndefined();
    expect(descriptionsIn({ th: null } as unknown as StateDescriptions, 'th')).toBeUndefined();
    expect(descriptionsIn({ th: 'ไทย' } as unknown as StateDescriptions, 'th')).toBeUndefined();
    expect(describedState(thai, cooldownId)).toBe(cooldownThai);
    expect(describedState(thai, 'constructor')).toBeUndefined();
    expect(describedState(undefined, cooldownId)).toBeUndefined();
  });

  it("descriptionsByMachine takes, per machine, the newest actor's that carries some", () => {
    const older: ActorRecord = { ...otp, key: 'a/t/x:0', descriptions: { th: { [cooldownId]: 'เก่า' } } };
    const newer: ActorRecord = { ...otp, key: 'a/t/x:1', descriptions: described };
    const without: ActorRecord = { ...otp, key: 'a/t/x:2' };
    const promise: ActorRecord = {
      ...without,
      key: 'a/t/x:3',
      definition: undefined,
      descriptions: described,
    };
    const byMachine = descriptionsByMachine([older, newer, without, promise]);
    expect([...byMachine.keys()]).toEqual(['otp']);
    expect(byMachine.get('otp')).toBe(described);
  });
});

describe('the chart in Thai', () => {
  const drawing = drawingLaidOutOnce();
  const props = {
    actorKey: OTP_KEY,
    graph,
    value: { sent: 'cooldown' },
    lastTransitions: [],
    sendable: [],
  };

  it("draws a state's tooltip in Thai when the page is Thai and the actor carries Thai, else the machine's own", async () => {
    const diagram = createDiagram(drawing, { sendEvent: () => {} });
    document.body.replaceChildren(diagram.element);
    const tooltip = () => tooltipOf(diagram.element, cooldownId);

    diagram.update({ ...props, language: 'th', descriptions: descriptionsIn(described, 'th') });
    await vi.waitFor(() => expect(tooltip()).toContain(cooldownThai), { timeout: 15_000 });
    expect(tooltip()).not.toContain(english);
    expect(tooltip()?.startsWith(cooldownId)).toBe(true);

    diagram.update({ ...props, language: 'en', descriptions: descriptionsIn(described, 'en') });
    await vi.waitFor(() => expect(tooltip()).toContain(english));
    expect(tooltip()).not.toContain(cooldownThai);

    // A Thai page, an actor whose app gave no descriptions: the machine's own.
    diagram.update({ ...props, language: 'th', descriptions: undefined });
    await vi.waitFor(() => expect(diagram.element.querySelector('svg')?.textContent).toContain('ในทุกสถานะ'));
    expect(tooltip()).toContain(english);

    diagram.update({ ...props, language: 'th', descriptions: thai });
    await vi.waitFor(() => expect(tooltip()).toContain(cooldownThai));
  }, 30_000);

  it('shows the Thai a live actor carries when the reviewer switches the page to Thai', async () => {
    const withThai = fixtureSession(1);
    withThai.actors = withThai.actors.map((actor) =>
      actor.key === OTP_KEY ? { ...actor, descriptions: described } : actor,
    );
    const root = document.createElement('div');
    document.body.replaceChildren(root);
    unmount = mountReviewPage(root, withThai);
    const tooltip = () => tooltipOf(document, 'otp.verifying');
    const verifying = graph.nodes.find((node) => node.id === 'otp.verifying')?.description ?? '';
    await vi.waitFor(() => expect(tooltip()).toContain(verifying), { timeout: 15_000 });

    const language = document.querySelector('[data-testid="review-language"]') as HTMLSelectElement;
    language.value = 'th';
    language.dispatchEvent(new Event('change'));
    await vi.waitFor(() => expect(tooltip()).toContain(thai['otp.verifying']));
    expect(tooltip()).not.toContain(verifying);
  }, 30_000);
});

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  document.body.replaceChildren();
  localStorage.clear();
});
