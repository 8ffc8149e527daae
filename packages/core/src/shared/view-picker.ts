import type { ViewOptions } from './messages';
import { shallowEqual } from './shallow-equal';

/** Picks what a component shows from a view; it updates only when the pick changes (shallowly). */
export type Select<TView, TPicked> = (view: TView) => TPicked;

/** A view picker: the view of a snapshot in the given language, or a component's pick of it. */
export type ViewPicker<TSnapshot, TView> = <TPicked = TView>(
  snapshot: TSnapshot,
  options?: ViewOptions,
  select?: Select<TView, TPicked>,
) => TPicked;

/**
 * What a binding reads an actor with, one per subscription: the flow's view of each snapshot, or the
 * component's pick of it. It answers the same object for the same snapshot and texts, and keeps its
 * last answer while a new pick is shallowly equal to it, so a framework sees a change only when there is
 * one. Its memory is its own (nothing is shared between subscriptions).
 *
 * @example const pick = createViewPicker(getOtpView); pick(actor.getSnapshot(), { messages: th }, (view) => view.status);
 */
export function createViewPicker<TSnapshot, TView>(
  getView: (snapshot: TSnapshot, options?: ViewOptions) => TView,
): ViewPicker<TSnapshot, TView> {
  let last: { snapshot: TSnapshot; messages: ViewOptions['messages']; picked: unknown } | undefined;
  return <TPicked = TView>(
    snapshot: TSnapshot,
    options: ViewOptions = {},
    select?: Select<TView, TPicked>,
  ) => {
    const { messages } = options;
    if (last?.snapshot === snapshot && last.messages === messages) return last.picked as TPicked;
    const view = getView(snapshot, options);
    const next = select ? select(view) : view;
    const picked = last && shallowEqual(last.picked, next) ? last.picked : next;
    last = { snapshot, messages, picked };
    return picked as TPicked;
  };
}
