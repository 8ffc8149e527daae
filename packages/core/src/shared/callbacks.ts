/**
 * Calls an app's callback with `value`; what it throws goes to `onError`, else `console.error`, and
 * never into the machine that called it (an action that threw would stop the actor).
 *
 * @example callReporting(onVerified, result, onError)
 */
export function callReporting<T>(
  callback: ((value: T) => void) | undefined,
  value: T,
  onError: ((error: unknown) => void) | undefined,
): void {
  try {
    callback?.(value);
  } catch (error) {
    (onError ?? console.error)(error);
  }
}
