/**
 * Pan and zoom of a chart inside its pane: the chart keeps its own size and is moved and scaled by one CSS
 * transform (`translate(x, y) scale(k)`, origin top left), so lighting a state never redraws it. Fit shows
 * the whole chart centred; zoom keeps the point under the cursor (or the pane's centre) where it is; drag
 * pans. Weighed against a pan-zoom library: fitting, following the lit state and the keys are ours either
 * way, and what is left is the arithmetic below.
 */

/** Where the chart stands in its pane: moved by `x`, `y` (px of the pane) and scaled by `scale`. */
export interface ViewportState {
  x: number;
  y: number;
  scale: number;
}

/** How far zoom may go: a tenth of the chart's size, or four times it. */
const MIN_SCALE = 0.1;
export const MAX_SCALE = 4;
/** One press of Zoom in (or out, its inverse). */
export const ZOOM_STEP = 1.25;
/** Room kept around a fitted chart, px. */
const FIT_MARGIN = 4;

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/**
 * The viewport that shows all of a `width` × `height` chart centred in a pane of `paneWidth` × `paneHeight`,
 * never enlarged past its own size.
 */
export function fitted(width: number, height: number, paneWidth: number, paneHeight: number): ViewportState {
  const room = (size: number) => Math.max(1, size - FIT_MARGIN * 2);
  const scale = clampScale(Math.min(1, room(paneWidth) / width, room(paneHeight) / height));
  return { scale, x: (paneWidth - width * scale) / 2, y: (paneHeight - height * scale) / 2 };
}

/** The viewport after scaling by `factor` around the pane point (`px`, `py`), which stays where it is. */
export function zoomedAround(view: ViewportState, factor: number, px: number, py: number): ViewportState {
  const scale = clampScale(view.scale * factor);
  const applied = scale / view.scale;
  return { scale, x: px - (px - view.x) * applied, y: py - (py - view.y) * applied };
}

/**
 * The viewport that brings `box` (pane coordinates) into a pane of `paneWidth` × `paneHeight`: unchanged when
 * it is already inside, else moved (not scaled) so that the box is centred.
 */
export function revealed(
  view: ViewportState,
  box: Pick<DOMRect, 'left' | 'top' | 'width' | 'height'>,
  paneWidth: number,
  paneHeight: number,
): ViewportState {
  const inside =
    box.left >= 0 && box.top >= 0 && box.left + box.width <= paneWidth && box.top + box.height <= paneHeight;
  if (inside) return view;
  return {
    scale: view.scale,
    x: view.x + paneWidth / 2 - (box.left + box.width / 2),
    y: view.y + paneHeight / 2 - (box.top + box.height / 2),
  };
}

/** The CSS transform of a viewport. */
export function transformOf({ x, y, scale }: ViewportState): string {
  return `translate(${Math.round(x * 10) / 10}px, ${Math.round(y * 10) / 10}px) scale(${Math.round(scale * 1000) / 1000})`;
}
