/**
 * The Atlas tab's styles, and the colours of the atlas's marks on the review page's chart and of each
 * status (a glyph and a colour: `STATUS_MARKS`), over the page's own colours (`--added`, `--removed`,
 * `--muted`, …). The extension adds them to the page (`atlas-extension.ts`); the static site's index
 * shares them with the review page's stylesheet (`../site/site-build.ts`).
 */
export const ATLAS_PAGE_STYLES = `
/* The atlas: one machine at a time, each state a card; its screens side by side, wrapping on narrow panes. */
.atlas {
  padding: 0.75rem;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.5rem;
}

.atlas h2 {
  margin: 0;
  font-size: 1.1rem;
}

.atlas [hidden] {
  display: none;
}

.atlas-status:empty {
  display: none;
}

.atlas-status {
  margin: 0;
  color: var(--muted);
}

.atlas-picker {
  display: flex;
  align-items: center;
  gap: 0.5rem;
}

.atlas-machine {
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  width: 100%;
}

.atlas-coverage {
  margin: 0;
  font-weight: 700;
}

.atlas-machine > h3 {
  margin: 0;
  font-size: 1rem;
}

.atlas-exclusions {
  margin: 0;
  padding-left: 1.25rem;
}

.atlas-state {
  border: 1px solid var(--border);
  border-radius: 8px;
  padding: 0.75rem;
  background: var(--panel);
}

.atlas-state h3 {
  margin: 0 0 0.25rem;
  font-size: 1rem;
}

.atlas-state h4 {
  margin: 0.5rem 0 0.25rem;
  font-size: 0.9rem;
}

.atlas-description,
.atlas-events {
  margin: 0.25rem 0;
}

.atlas-steps {
  margin: 0;
  padding-left: 1.5rem;
}

.atlas-chart {
  margin: 0.5rem 0;
  overflow-x: auto;
  background: #ffffff;
  border-radius: 6px;
}

.atlas-chart img {
  display: block;
  max-width: 100%;
  height: auto;
}

.atlas-chart figcaption {
  padding: 0.25rem 0.5rem;
  font-size: 0.85rem;
}

.atlas-chart a {
  color: #0b5cd5;
}

.atlas-shots {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: 0.5rem;
}

.atlas-shot {
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
}

.atlas-shot img,
.recordings-shot img {
  width: 100%;
  height: auto;
  border: 1px solid var(--border);
  border-radius: 6px;
  background: var(--bg);
}

.atlas-shot figcaption {
  font-size: 0.85rem;
  color: var(--muted);
}

.atlas-path {
  font-size: 0.8rem;
  word-break: break-all;
}

/* Sign-off in the Atlas tab and the atlas's marks on the chart: each status a glyph and a colour. */
.atlas-signoff {
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.35rem;
  margin-top: 0.75rem;
  padding-top: 0.6rem;
  border-top: 1px solid var(--border);
}

.atlas-verdict,
.atlas-screen-status,
.atlas-decision-status {
  margin: 0;
}

.atlas-verdict {
  font-weight: 700;
}

.atlas-decision-status:empty {
  display: none;
}

.atlas-decision-status[data-outcome="failed"] {
  color: var(--removed);
}

.atlas-comment {
  width: min(36rem, 100%);
  font: inherit;
  color: var(--fg);
  background: var(--bg);
  border: 1px solid var(--border);
  border-radius: 6px;
  padding: 0.3rem 0.5rem;
}

.atlas-decide {
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem;
}

.atlas-screen-signoff {
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  font-size: 0.8rem;
}

/* A screen's own buttons: small, side by side under its status (a screen is about 160 px wide). */
.atlas-screen-signoff .atlas-decide {
  gap: 0.25rem;
}

.atlas-screen-signoff button {
  font-size: 0.75rem;
  padding: 0.1rem 0.35rem;
}

[data-status="approved"],
.coverage-legend [data-coverage="approved"] {
  color: var(--added);
}

[data-status="changed"],
.coverage-legend [data-coverage="changed"] {
  color: var(--active-stroke);
}

[data-status="changes-requested"],
.coverage-legend [data-coverage="changes-requested"] {
  color: var(--removed);
}

[data-status="baseline"],
[data-status="no-baseline"],
.coverage-legend [data-coverage="baseline"] {
  color: var(--muted);
}

.diagram .node > .coverage-mark[data-coverage="approved"] rect {
  stroke: var(--done);
}

.diagram .node > .coverage-mark[data-coverage="approved"] text {
  fill: var(--done);
}

.diagram .node > .coverage-mark[data-coverage="changed"] rect {
  stroke: var(--delayed);
}

.diagram .node > .coverage-mark[data-coverage="changed"] text {
  fill: var(--delayed);
}

.diagram .node > .coverage-mark[data-coverage="changes-requested"] rect {
  stroke: var(--error);
}

.diagram .node > .coverage-mark[data-coverage="changes-requested"] text {
  fill: var(--error);
}
`;
