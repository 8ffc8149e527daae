/** Picks what a component shows from a view; it updates only when the pick changes (shallowly). */
export type Select<TView, TPicked> = (view: TView) => TPicked;

/**
 * What a binding subscribes to an actor with: the flow's view of each snapshot, or the component's
 * pick of that view.
 *
 * @example useSelector(actor, viewSelector(getOtpView, (view) => view.status), shallowEqual);
 */
export function viewSelector<TSnapshot, TView, TPicked = TView>(
  getView: (snapshot: TSnapshot) => TView,
  select?: Select<TView, TPicked>,
): (snapshot: TSnapshot) => TPicked {
  return (snapshot) => {
    const view = getView(snapshot);
    return (select ? select(view) : view) as TPicked;
  };
}
