import type { StateDescriptions } from '../session.schema';
import type { Language } from './messages';

/**
 * The review page's extension API: what a tool built around the page (the state atlas's tab,
 * `@loyalty-flows/atlas`) adds to it without the page knowing the tool. An extension is a plain object; the
 * page builds its tabs once when it mounts, shows them after the statechart's, and gives them what the
 * page shows each time it draws. Nothing here touches the DOM at import.
 */

/** What the page shows now, given to an extension's tabs each time the page draws. */
export interface ReviewPageState {
  /** The page's language (`en`, `th`). */
  readonly language: Language;
  /** Machine id → the key of the newest actor of that machine in the session. */
  readonly liveActors: ReadonlyMap<string, string>;
  /** Machine id → the state descriptions an actor of that machine carries. */
  readonly descriptions: ReadonlyMap<string, StateDescriptions>;
}

/** What the page does for an extension. */
export interface ReviewPageHost {
  /** Shows the live chart of an actor (by key): picks it and chooses the statechart's tab. */
  showActor(actorKey: string): void;
}

/** A tab an extension adds beside the statechart. */
export interface ReviewPageTab {
  /** Unique among the page's tabs: the DOM has `review-tab-<id>` and `review-panel-<id>`. */
  readonly id: string;
  /** The tab's label in `language`. */
  label(language: Language): string;
  /** The tab's panel. */
  readonly element: HTMLElement;
  /** Called each time the tab is shown (an extension may load what it shows on the first). */
  open?(): void;
  /** Called each time the page draws, with what it shows. */
  update?(state: ReviewPageState): void;
}

/** An extension of the review page. */
export interface ReviewPageExtension {
  /** Its tabs, built once when the page mounts, shown after the statechart's in this order. */
  tabs(host: ReviewPageHost): readonly ReviewPageTab[];
}
