import type { ReviewPageExtension, ReviewPageHost } from '@loyalty-flows/review';
import { type ApprovalsView, EMBEDDED_APPROVALS_ID, parseApprovalsView } from '../approval-records';
import { ATLAS_URL, type AtlasResource, createAtlasResource, EMBEDDED_ATLAS_ID } from '../atlas-file';
import { createApprovalsClient } from './approvals-client';
import { message } from './atlas-messages';
import atlasStyles from './atlas-styles.css?inline';
import { createAtlasTab } from './atlas-tab';
import { chartCoverage, coverageMarks } from './chart-coverage';
import { recordingScreens } from './recording-screens';

/**
 * The state atlas on the review page, as an extension of it (`ReviewPageExtension`, `@loyalty-flows/review`):
 * the Atlas tab (`atlas-tab.ts`, with sign-off: `atlas-signoff.ts`), the atlas's marks on the chart's
 * states (`chart-coverage.ts`) and its screens of the states two recordings compared are in
 * (`recording-screens.ts`), all from one atlas, read once. A page served by a review server with `atlasPlugin` reads the atlas and its
 * approvals from that server's `/atlas/` and sends decisions to it; a static site's page reads the atlas
 * and approvals built into it (`EMBEDDED_ATLAS_ID`, `EMBEDDED_APPROVALS_ID`); a page opened from a file has
 * neither, and its tab offers to read an atlas.json.
 */
export function atlasPageExtension(document: Document): ReviewPageExtension {
  const builtIn = document.getElementById(EMBEDDED_ATLAS_ID);
  const builtInApprovals = document.getElementById(EMBEDDED_APPROVALS_ID)?.textContent;
  const embedded = builtIn?.textContent
    ? { text: builtIn.textContent, base: builtIn.getAttribute('data-base') ?? '' }
    : undefined;
  let approvals: ApprovalsView | undefined = builtInApprovals
    ? parseApprovalsView(builtInApprovals)
    : undefined;
  /** The page's atlas and its host, once the page took the extension. */
  let shown: { atlas: AtlasResource; host: ReviewPageHost } | undefined;
  return {
    tabs(host) {
      document.head.append(Object.assign(document.createElement('style'), { textContent: atlasStyles }));
      const base = document.location.href;
      // A page built with its atlas reads that; one served asks its own server; one from a file, none.
      const atlas = createAtlasResource(
        embedded
          ? () => Promise.resolve(new Response(embedded.text))
          : host.served
            ? () => fetch(new URL(`${ATLAS_URL}atlas.json`, base))
            : undefined,
      );
      // The approvals come from, and decisions go to, the server that served the page.
      const client = !embedded && host.served ? createApprovalsClient(base) : undefined;
      const settle = (view: ApprovalsView | undefined) => {
        approvals = view;
        host.redraw();
      };
      // A server without an atlas (404) leaves the tab and the chart unmarked.
      client
        ?.load()
        .then(settle)
        .catch(() => undefined);
      shown = { atlas, host };
      const tab = createAtlasTab({
        atlas,
        imageBase: embedded?.base,
        showActor: host.showActor,
        decide:
          client &&
          (async (decision) => {
            const view = await client.decide(decision);
            settle(view);
            return view;
          }),
      });
      return [
        {
          id: 'atlas',
          label: (language) => message(language, 'atlasTab'),
          element: tab.element,
          open: tab.open,
          update: ({ language, liveActors, descriptions }) =>
            tab.update(language, liveActors, descriptions, approvals),
        },
      ];
    },
    chartMarks: ({ graph, language, reached }) =>
      coverageMarks(chartCoverage(graph, approvals, reached), language),
    stateScreens: (language) =>
      shown &&
      recordingScreens(shown.atlas, language, { imageBase: embedded?.base, onSettled: shown.host.redraw }),
  };
}
