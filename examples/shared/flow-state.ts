/**
 * The flow's state value as one string (`"locked"`, `{"history":"end","entry":"open"}`), which each app
 * puts on the flow's root element as `data-flow-state`: the e2e atlas asserts on it that a replayed path
 * reached its state before the screenshot. State names only, never context, so no secret is exposed.
 */
export function flowStateOf(snapshot: { value: unknown }): string {
  return JSON.stringify(snapshot.value);
}
