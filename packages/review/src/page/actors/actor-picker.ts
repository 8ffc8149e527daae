import type { ActorRecord } from '../../session.schema';
import { el, replaceChildren, type View } from '../dom';
import { type ActorGroup, actorsByAppAndTab, type IndexedSession, momentOf } from '../indexed-session';
import { type Language, message } from '../messages';
import { stateText } from '../step-text';

/**
 * The actor list, as a reviewer reads it: a tree of apps → tabs (open ones first) → flows (the actors an app started itself),
 * each flow with its helpers (the actors it invoked or spawned: tickers, storage, calls) folded under it
 * until opened. A closed tab is collapsed. Arrow keys move and pick (Right opens a flow's helpers, Left
 * closes them); the diagram and timeline follow. "Follow newest" (on by default) moves to a newer actor of
 * the machine picked when one starts (a reload, a new tab).
 */

/** What the picker shows. */
interface PickerProps {
  store: IndexedSession;
  selectedKey: string | undefined;
  followNewest: boolean;
  language: Language;
}

/** What the reviewer does in the picker. */
export interface PickerActions {
  pick(actorKey: string): void;
  setFollowNewest(on: boolean): void;
}

/** A flow of a tab and its helpers, parents before children. */
interface FlowRows {
  flow: ActorRecord;
  helpers: { actor: ActorRecord; depth: number }[];
}

/** Builds the picker. */
export function createActorPicker(actions: PickerActions): View<PickerProps> {
  const heading = el('h2', { id: 'review-actors-heading' });
  const followBox = el('input', { type: 'checkbox', 'data-testid': 'review-follow-newest' });
  const followText = el('span', {});
  const follow = el('label', { class: 'follow-newest' }, followBox, followText);
  const empty = el('p', { class: 'empty' });
  const tree = el('div', {
    class: 'picker',
    role: 'tree',
    tabindex: 0,
    'aria-labelledby': 'review-actors-heading',
    'data-testid': 'review-actor-picker',
  });
  const element = el(
    'nav',
    { class: 'actors', 'aria-labelledby': 'review-actors-heading' },
    el('div', { class: 'actors-head' }, heading, follow),
    empty,
    tree,
  );
  /** Flows whose helpers are shown, and tabs the reviewer opened (closed ones) or closed (open ones). */
  const openFlows = new Set<string>();
  const flippedTabs = new Set<string>();
  /** The actors a key press can reach, in the order shown. */
  let visible: ActorRecord[] = [];
  let lastProps: PickerProps | undefined;
  let scrolledTo: string | undefined;

  function toggle(set: Set<string>, key: string): void {
    if (set.has(key)) set.delete(key);
    else set.add(key);
    if (lastProps) draw(lastProps);
  }

  tree.addEventListener('click', (event) => {
    const target = event.target as Element;
    const expander = target.closest<HTMLElement>('[data-expand]');
    if (expander?.dataset.expand) return toggle(openFlows, expander.dataset.expand);
    const tabHead = target.closest<HTMLElement>('[data-tab-head]');
    if (tabHead?.dataset.tabHead) return toggle(flippedTabs, tabHead.dataset.tabHead);
    const item = target.closest<HTMLElement>('[data-actor-key]');
    if (item?.dataset.actorKey) actions.pick(item.dataset.actorKey);
  });
  tree.addEventListener('keydown', (event) => {
    const selected = lastProps?.selectedKey;
    const index = visible.findIndex((actor) => actor.key === selected);
    const current = visible[index];
    if ((event.key === 'ArrowRight' || event.key === 'ArrowLeft') && current) {
      event.preventDefault();
      const flowKey = current.parentKey === undefined ? current.key : flowOf(current, lastProps);
      if (event.key === 'ArrowRight' && !openFlows.has(current.key)) toggle(openFlows, current.key);
      else if (event.key === 'ArrowLeft' && flowKey !== current.key) actions.pick(flowKey);
      else if (event.key === 'ArrowLeft' && openFlows.has(current.key)) toggle(openFlows, current.key);
      return;
    }
    const next: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: visible.length - 1,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    const actor = visible[Math.max(0, Math.min(visible.length - 1, next[event.key] as number))];
    if (actor) actions.pick(actor.key);
  });
  followBox.addEventListener('change', () => actions.setFollowNewest(followBox.checked));

  function draw(props: PickerProps): void {
    lastProps = props;
    const { store, selectedKey, language } = props;
    heading.textContent = message(language, 'actors');
    followText.textContent = message(language, 'followNewest');
    followBox.checked = props.followNewest;
    const groups = actorsByAppAndTab(store.session);
    visible = [];
    if (store.session.actors.length === 0) {
      empty.textContent = message(language, 'noActors');
      empty.hidden = false;
      tree.hidden = true;
      tree.removeAttribute('aria-activedescendant');
      replaceChildren(tree);
      return;
    }
    empty.hidden = true;
    tree.hidden = false;
    replaceChildren(tree, ...groups.map((group) => appItem(group, props)));
    if (selectedKey && tree.querySelector(`#${optionId(selectedKey)}`))
      tree.setAttribute('aria-activedescendant', optionId(selectedKey));
    else tree.removeAttribute('aria-activedescendant');
    // Only a new pick scrolls the list: a step arriving must not pull a reviewer's scrolling back.
    if (selectedKey !== scrolledTo) {
      scrolledTo = selectedKey;
      tree.querySelector('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest' });
    }
  }

  function appItem(group: ActorGroup, props: PickerProps): HTMLElement {
    return el(
      'div',
      {
        role: 'treeitem',
        'aria-level': 1,
        'aria-expanded': 'true',
        class: 'app-group',
        'data-testid': `review-app-${group.app}`,
      },
      el('div', { class: 'app-name' }, group.app),
      // Open tabs first (what a reviewer works with), then the closed ones, each in the order they came.
      el(
        'div',
        { role: 'group' },
        ...[
          ...group.tabs.filter(({ tab }) => tab.connected),
          ...group.tabs.filter(({ tab }) => !tab.connected),
        ].map((tab) => tabItem(tab, props)),
      ),
    );
  }

  function tabItem({ tab, actors }: ActorGroup['tabs'][number], props: PickerProps) {
    const flows = flowsOf(actors);
    const holdsSelection = actors.some((actor) => actor.key === props.selectedKey);
    const open = holdsSelection || tab.connected !== flippedTabs.has(tab.key);
    const label = `${tab.tab}${tab.connected ? '' : ` (${message(props.language, 'tabsDisconnected')})`}`;
    const head = el(
      'div',
      { class: 'tab-name', 'data-tab-head': tab.key },
      el('span', { 'aria-hidden': 'true' }, open ? '▾ ' : '▸ '),
      label,
    );
    return el(
      'div',
      {
        role: 'treeitem',
        'aria-level': 2,
        'aria-expanded': String(open),
        class: 'tab-group',
        'data-tab-key': tab.key,
      },
      head,
      open && flows.length > 0
        ? el('div', { role: 'group' }, ...flows.map((rows) => flowItem(rows, props)))
        : null,
    );
  }

  function flowItem({ flow, helpers }: FlowRows, props: PickerProps): HTMLElement {
    visible.push(flow);
    const open = openFlows.has(flow.key) || helpers.some(({ actor }) => actor.key === props.selectedKey);
    const item = actorItem(flow, 3, props);
    if (helpers.length === 0) return item;
    item.setAttribute('aria-expanded', String(open));
    item
      .querySelector('.actor-line')
      ?.append(
        el(
          'span',
          { class: 'helpers-toggle', 'data-expand': flow.key, 'aria-hidden': 'true' },
          `${open ? '▾' : '▸'} ${message(props.language, 'helperCount', { count: helpers.length })}`,
        ),
      );
    if (open) {
      item.append(
        el(
          'div',
          { role: 'group' },
          ...helpers.map(({ actor, depth }) => {
            visible.push(actor);
            return actorItem(actor, 4 + depth, props);
          }),
        ),
      );
    }
    return item;
  }

  function actorItem(actor: ActorRecord, level: number, props: PickerProps): HTMLElement {
    const { snapshot } = momentOf(props.store, actor);
    // Promise and callback actors have no state value: their status (active, done, error) says it.
    const state = snapshot.value === null ? snapshot.status : stateText(snapshot.value);
    return el(
      'div',
      {
        role: 'treeitem',
        'aria-level': level,
        id: optionId(actor.key),
        class: level > 3 ? 'actor helper' : 'actor',
        'aria-selected': String(actor.key === props.selectedKey),
        'data-testid': `review-actor-${actor.name}`,
        'data-actor-key': actor.key,
      },
      el(
        'div',
        { class: 'actor-line', style: `padding-inline-start:${0.5 + (level - 3) * 0.75}rem` },
        el('span', { class: 'actor-name' }, actor.name),
        el('span', { class: 'actor-state' }, state),
      ),
    );
  }

  return { element, update: draw };
}

/** A tab's flows (actors with no parent in the tab) in the order they started, each with its helpers. */
function flowsOf(actors: ActorRecord[]): FlowRows[] {
  const keys = new Set(actors.map((actor) => actor.key));
  const childrenOf = (parentKey: string) => actors.filter((actor) => actor.parentKey === parentKey);
  const helpersOf = (parentKey: string, depth: number): FlowRows['helpers'] =>
    childrenOf(parentKey).flatMap((actor) => [{ actor, depth }, ...helpersOf(actor.key, depth + 1)]);
  return actors
    .filter((actor) => actor.parentKey === undefined || !keys.has(actor.parentKey))
    .map((flow) => ({ flow, helpers: helpersOf(flow.key, 0) }));
}

/** The key of the flow a helper belongs to (its topmost ancestor in the session). */
function flowOf(actor: ActorRecord, props: PickerProps | undefined): string {
  const actors = props?.store.session.actors ?? [];
  let current = actor;
  for (let depth = 0; depth < 16 && current.parentKey !== undefined; depth += 1) {
    const parent = actors.find((candidate) => candidate.key === current.parentKey);
    if (!parent) break;
    current = parent;
  }
  return current.key;
}

function optionId(actorKey: string): string {
  return `review-actor-option-${actorKey.replace(/[^\w-]/g, '_')}`;
}
