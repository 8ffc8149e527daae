import type { ActorRecord } from '../session.types';
import { el, replaceChildren } from './dom';
import { type Language, message } from './messages';
import { type ActorGroup, actorsByAppAndTab, momentOf, type SessionStore } from './session-store';
import { stateText } from './step-text';

/**
 * The actor picker: every actor of every tab of every app, grouped app → tab, each with its current
 * state. A listbox: arrow keys move and pick, the diagram and timeline follow.
 */

/** What the picker shows. */
interface PickerProps {
  store: SessionStore;
  selectedKey: string | undefined;
  language: Language;
}

/** The picker's element and its update. */
export interface PickerView {
  readonly element: HTMLElement;
  update(props: PickerProps): void;
}

/** Builds the picker; `onPick` gets the key of the actor picked. */
export function createActorPicker(onPick: (actorKey: string) => void): PickerView {
  const heading = el('h2', { id: 'review-actors-heading' });
  const list = el('div', {
    class: 'picker',
    role: 'listbox',
    tabindex: 0,
    'aria-labelledby': 'review-actors-heading',
    'data-testid': 'review-actor-picker',
  });
  const element = el('nav', { class: 'actors', 'aria-labelledby': 'review-actors-heading' }, heading, list);
  let order: ActorRecord[] = [];
  let selectedKey: string | undefined;

  list.addEventListener('click', (event) => {
    const option = (event.target as Element).closest<HTMLElement>('[role="option"]');
    if (option?.dataset.actorKey) onPick(option.dataset.actorKey);
  });
  list.addEventListener('keydown', (event) => {
    const index = order.findIndex((actor) => actor.key === selectedKey);
    const next: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: order.length - 1,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    const actor = order[Math.max(0, Math.min(order.length - 1, next[event.key] as number))];
    if (actor) onPick(actor.key);
  });

  return {
    element,
    update({ store, selectedKey: key, language }) {
      selectedKey = key;
      heading.textContent = message(language, 'actors');
      const groups = actorsByAppAndTab(store.session);
      order = groups.flatMap((group) => group.tabs.flatMap((tab) => inTreeOrder(tab.actors)));
      if (order.length === 0) {
        replaceChildren(list, el('p', { class: 'empty' }, message(language, 'noActors')));
        list.removeAttribute('aria-activedescendant');
        return;
      }
      replaceChildren(list, ...groups.map((group) => groupElement(group, store, key, language)));
      if (key) list.setAttribute('aria-activedescendant', optionId(key));
      list.querySelector('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest' });
    },
  };
}

function groupElement(
  group: ActorGroup,
  store: SessionStore,
  selectedKey: string | undefined,
  language: Language,
) {
  return el(
    'div',
    { role: 'group', 'aria-label': group.app, class: 'app-group', 'data-testid': `review-app-${group.app}` },
    el('div', { class: 'app-name', 'aria-hidden': 'true' }, group.app),
    ...group.tabs.map(({ tab, actors }) =>
      el(
        'div',
        {
          role: 'group',
          'aria-label': `${group.app} · ${tab.tab}`,
          class: 'tab-group',
          'data-tab-key': tab.key,
        },
        el(
          'div',
          { class: 'tab-name', 'aria-hidden': 'true' },
          `${tab.tab}${tab.connected ? '' : ` (${message(language, 'tabsDisconnected')})`}`,
        ),
        ...inTreeOrder(actors).map((actor) => {
          const { snapshot } = momentOf(store, actor);
          // Promise and callback actors have no state value: their status (active, done, error) says it.
          const state = snapshot.value === null ? snapshot.status : stateText(snapshot.value);
          return el(
            'div',
            {
              role: 'option',
              id: optionId(actor.key),
              class: 'actor',
              'aria-selected': String(actor.key === selectedKey),
              'data-testid': `review-actor-${actor.name}`,
              'data-actor-key': actor.key,
              style: `padding-inline-start:${0.75 + depthOf(actor, actors) * 0.75}rem`,
            },
            el('span', { class: 'actor-name' }, actor.name),
            el('span', { class: 'actor-state' }, state),
          );
        }),
      ),
    ),
  );
}

/** Parents before their children, children in the order they started. */
function inTreeOrder(actors: ActorRecord[]): ActorRecord[] {
  const keys = new Set(actors.map((actor) => actor.key));
  const ordered: ActorRecord[] = [];
  const visit = (parentKey: string | undefined) => {
    for (const actor of actors) {
      const parent = actor.parentKey && keys.has(actor.parentKey) ? actor.parentKey : undefined;
      if (parent === parentKey) {
        ordered.push(actor);
        visit(actor.key);
      }
    }
  };
  visit(undefined);
  return ordered;
}

function depthOf(actor: ActorRecord, actors: ActorRecord[]): number {
  let depth = 0;
  let parent = actors.find((candidate) => candidate.key === actor.parentKey);
  while (parent && depth < 8) {
    depth += 1;
    const key = parent.parentKey;
    parent = actors.find((candidate) => candidate.key === key);
  }
  return depth;
}

function optionId(actorKey: string): string {
  return `review-actor-option-${actorKey.replace(/[^\w-]/g, '_')}`;
}
