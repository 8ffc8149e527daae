/**
 * The flow's state value as one string (`"locked"`, `{"history":"end","entry":"open"}`), which each app
 * puts on the flow's root element as `data-flow-state`: the e2e atlas asserts on it that a replayed path
 * reached its state before the screenshot. State names only, never context, so no secret is exposed.
 */
export function flowStateOf(snapshot: { value: unknown }): string {
  return JSON.stringify(snapshot.value);
}

/**
 * Whether the inbox's reads wait for the phone to be back online (its `reads.offline` state): the page
 * then says so, since what is opened stays read only on this phone until then.
 */
export function readsAreOffline(snapshot: { value: unknown }): boolean {
  const { value } = snapshot;
  return typeof value === 'object' && value !== null && (value as { reads?: unknown }).reads === 'offline';
}
