/**
 * Replay: the timeline's rows shown one after another at a reading pace, as a reviewer steps through a
 * flow with the chart and the context following. The timeline says what "the next row" is; this keeps the
 * pace and knows whether it runs. It stops at the last row, on `stop()`, or when the reviewer moves the
 * selection themself (the timeline calls `stop()` then).
 */

/** How long each row stays shown, ms: long enough to read the state lit and the context's change. */
export const REPLAY_STEP_MS = 800;

/** The replay of one timeline. */
export interface Replay {
  /** Shows the first row (`first()`), then the next one each `REPLAY_STEP_MS` until `next()` has none. */
  start(): void;
  stop(): void;
  readonly running: boolean;
}

/**
 * @param first shows the row the replay starts on
 * @param next shows the row after the one shown; `false` when there is none (the replay ends)
 * @param changed called when the replay starts or stops, so the button can say which
 */
export function createReplay(first: () => void, next: () => boolean, changed: () => void): Replay {
  let timer: ReturnType<typeof setTimeout> | undefined;

  function tick(): void {
    if (next()) timer = setTimeout(tick, REPLAY_STEP_MS);
    else stop();
  }

  function stop(): void {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    changed();
  }

  return {
    start() {
      stop();
      first();
      timer = setTimeout(tick, REPLAY_STEP_MS);
      changed();
    },
    stop,
    get running() {
      return timer !== undefined;
    },
  };
}
