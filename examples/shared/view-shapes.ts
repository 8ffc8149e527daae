/**
 * How an opened voucher's privilege message is shown: text, HTML (sanitised by the app, see
 * sanitize.ts), or a page in the web view. The shape of core's `RedemptionContent`, which the
 * bindings do not re-export.
 */
export type Content =
  | { kind: 'text'; text: string }
  | { kind: 'html'; html: string }
  | { kind: 'url'; url: string };

/**
 * Whether no code is out yet: the machine's `idle`, ready or cooling down (the service said "too many
 * requests" before any code went out, or the number was changed back inside its cooldown). Send is then
 * the one action, so the page offers no Resend and puts the wait on Send.
 */
export function isBeforeCode(view: { status: string; canVerify: boolean }): boolean {
  return view.status === 'idle' || (view.status === 'cooldown' && !view.canVerify);
}

/**
 * Whether the page offers Send: until a code is out (ready, or counting down to when it may be sent,
 * or sending the first), and whenever a code may be asked for. Once a code is out the member can only
 * resend it or type it (Resend, Verify), so no greyed Send stays beside them.
 */
export function showsSend(view: { canRequest: boolean; refCode?: string }): boolean {
  return view.canRequest || view.refCode === undefined;
}

/**
 * Whether the OTP error only repeats what the status line already says, so the page shows it once:
 * locked (the line gives the time to try again), expired by the expiry itself, or "too many requests"
 * before any code (the line says to wait, and Send counts down). Any other error still shows.
 */
export function otpErrorRepeatsStatus(view: {
  status: string;
  canVerify: boolean;
  error?: { kind: string };
}): boolean {
  const kind = view.error?.kind;
  if (view.status === 'locked') return true;
  if (view.status === 'expired') return kind === 'code_expired';
  return view.status === 'cooldown' && isBeforeCode(view) && kind === 'rate_limited';
}

/**
 * Whether the page shows the code step (the field, Verify, Resend): once a code is out or on its way
 * back to the member, not before the first one (Send is then the one step) nor while it is sent.
 */
export function showsCodeStep(view: { status: string; canVerify: boolean; refCode?: string }): boolean {
  if (isBeforeCode(view)) return false;
  return !(view.status === 'sending' && view.refCode === undefined);
}

/**
 * Kinds of a failed use after which the reward was surely not used: the client refused to send, the
 * gateway answered before the service ran (docs/wire-format.md E4: a missing key, throttling), or the
 * service answered with a refusal (E1, E7, A2). After any other failure (a 5xx, a gateway timeout, no
 * answer or an unreadable one) the client cannot know: the use may have happened.
 */
const notUsedKinds = new Set([
  'invalid_input',
  'unauthorized',
  'session_expired',
  'not_found',
  'rate_limited',
  'conflict',
]);

/**
 * What the app knows after a use failed: `no` (the reward was not used) or `unknown`. Trying again is
 * safe either way: using a used reward again answers its code with the time left (A3).
 */
export function outcomeOfUse(error: { kind: string }): 'no' | 'unknown' {
  return notUsedKinds.has(error.kind) ? 'no' : 'unknown';
}
