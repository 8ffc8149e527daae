import type { MachineGraph } from '../graph/graph.types';
import type { StateDescriptions } from '../session.schema';
import type { Language } from './messages';

/**
 * The review page's extension API: what a tool built around the page (the state atlas's tab, chart marks
 * and screens of the recordings compared, `@loyalty-flows/atlas`) adds to it without the page knowing the
 * tool. An extension is a plain object; the page builds its tabs when it takes it, shows them after the
 * statechart's, gives them what the page shows each time it draws, and asks it for marks on the chart's
 * states and for screens of the states two recordings compared are in. Nothing here touches the DOM at
 * import.
 *
 * An extension reaches the page at run time through {@link REVIEW_PAGE_EXTENSIONS}, a global the page
 * reads when it mounts and after: a script in the page (a review-server plugin's `pageScripts`, inlined
 * into the page's HTML by the server; a static page's own inline script) registers with
 *
 * @example
 * ```js
 * (window.reviewPageExtensions ??= []).push({ tabs: (host) => [myTab(host)] });
 * ```
 */

/** The global the page reads extensions from: an array before the page mounts, then the page's own `push`. */
export const REVIEW_PAGE_EXTENSIONS = 'reviewPageExtensions';

/** What the page shows now, given to an extension's tabs each time the page draws. */
export interface ReviewPageState {
  /** The page's language (`en`, `th`, or one the apps gave texts in). */
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
  /** Draws the page again (on the next frame): an extension's data changed what its tabs or marks show. */
  redraw(): void;
  /**
   * Whether the page talks to the review server that served it (`false`: a page opened from a file, or
   * given its session, as the static site's pages are): an extension asks that server only then.
   */
  readonly served: boolean;
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

/** The chart the page draws, given to an extension's {@link ReviewPageExtension.chartMarks}. */
export interface ReviewChart {
  /** The machine drawn. */
  readonly graph: MachineGraph;
  /** The page's language. */
  readonly language: Language;
  /** The node ids an actor of the machine was in during the session (the hops of a step included). */
  readonly reached: ReadonlySet<string>;
}

/** A mark on one state of the chart: a pill at the top-right corner of its box. */
export interface ReviewChartMark {
  /** The pill's text (a glyph or two). */
  readonly text: string;
  /** Its tooltip, in words. */
  readonly title: string;
  /** `data-*` attributes on the mark (`{ coverage: 'approved' }` → `data-coverage="approved"`), for styles and tests. */
  readonly data?: Readonly<Record<string, string>>;
}

/** An extension's marks on the chart and their legend (shown under the chart's tools). */
export interface ReviewChartMarks {
  /** State node id (`otp.sent.cooldown`) → its mark. */
  readonly marks: ReadonlyMap<string, ReviewChartMark>;
  /** The legend's parts (its title first), asked for when `key` changed. */
  legend(): readonly Node[];
  /** A text that changes whenever the marks or the legend do (the page redraws them only then). */
  readonly key: string;
}

/** A state one of the two recordings compared is in, at the point the "Compare recordings" tab shows. */
export interface ReviewComparedState {
  /** The machine's id (`otp`). */
  readonly machine: string;
  /** The state as the tab writes it (`sent.cooldown`; `—` when the recording has no actor of the machine there). */
  readonly state: string;
  /**
   * The leaf states it is in, each as its path in the machine (`sent.cooldown`; in a parallel machine, one
   * per region: `history.ready`), those the other recording is not in first; none when it has no actor there.
   */
  readonly paths: readonly string[];
  /** The app the actor ran in: the name its tab gave the app's screens (the inspector's `atlasApp`), else the app's. */
  readonly app: string;
  /** The page's language. */
  readonly language: Language;
}

/** A screen of a state, shown beside its side of the comparison. */
export interface ReviewStateScreen {
  /** Which leaf state it shows (one of the `paths` asked for): the figure's `data-state`. */
  readonly state: string;
  /** The image's URL, relative to the page. */
  readonly src: string;
  /** The image's text alternative; the page puts the side's name first (`Before: screen of otp in sent.cooldown`). */
  readonly alt: string;
  /** Its caption; the page puts the side's name first (`Before: otp.sent.cooldown`). */
  readonly caption: string;
}

/** An extension's screens of the states two recordings compared are in. */
export interface ReviewStateScreens {
  /** A text that changes whenever what these show does (their source was read): the tab redraws only then. */
  readonly key: string;
  /** Why no screen is shown now (loading, nothing to read), in the page's language; `undefined`: they are. */
  readonly note: string | undefined;
  /** The screen of one side's state, or why there is none (after the side's name: `After: no screen of idle`). */
  screen(state: ReviewComparedState): ReviewStateScreen | string;
}

/** An extension of the review page. */
export interface ReviewPageExtension {
  /** Its tabs, built once when the page takes the extension, shown after the statechart's in this order. */
  tabs?(host: ReviewPageHost): readonly ReviewPageTab[];
  /**
   * Marks on the states of the chart drawn (none: `undefined`); asked each time the page draws. The chart
   * shows one extension's marks: the first, in the order the page took them, that gives some.
   */
  chartMarks?(chart: ReviewChart): ReviewChartMarks | undefined;
  /**
   * Screens of the states two recordings compared are in, shown beside each side of the point the
   * "Compare recordings" tab shows (none: `undefined`); asked in the page's language each time the page
   * draws, once that tab was shown. The tab shows one extension's: the first, in the order the page took
   * them, that gives some; without one, it shows no screens.
   */
  stateScreens?(language: Language): ReviewStateScreens | undefined;
}

/**
 * Takes the extensions registered in `scope`'s {@link REVIEW_PAGE_EXTENSIONS} so far, hands each to
 * `take`, and replaces the global with a `push` that hands later ones to `take` too.
 *
 * @returns a function that puts an empty array back (the page unmounted)
 */
export function adoptExtensions(
  scope: Record<string, unknown>,
  take: (extension: ReviewPageExtension) => void,
): () => void {
  const queued = scope[REVIEW_PAGE_EXTENSIONS];
  // What the global holds once the page read it: a `push` that gives the page further extensions.
  const hook = {
    push(...extensions: ReviewPageExtension[]) {
      for (const extension of extensions) take(extension);
      return extensions.length;
    },
  };
  scope[REVIEW_PAGE_EXTENSIONS] = hook;
  if (Array.isArray(queued)) hook.push(...(queued as ReviewPageExtension[]));
  return () => {
    if (scope[REVIEW_PAGE_EXTENSIONS] === hook) scope[REVIEW_PAGE_EXTENSIONS] = [];
  };
}
