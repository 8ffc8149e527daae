import type { FlowError, FlowErrorKind } from './flow-error';

/** The English texts of every error kind (`error.<kind>`). Each flow's view bundles only its own table and the errors'. */
export const errorTexts = {
  'error.invalid_input': 'That does not look right. Please check what you entered.',
  'error.unauthorized': 'You are not signed in. Please sign in again.',
  'error.session_expired': 'Your session has ended. Please sign in again.',
  'error.wrong_code': 'That code is not correct.',
  'error.code_expired': 'This has expired.',
  'error.rate_limited': 'Too many requests. Please wait a moment and try again.',
  'error.locked': 'Too many wrong codes. Please wait before trying again.',
  'error.not_found': 'We could not find that item.',
  'error.conflict': 'The service could not do that right now.',
  'error.gateway': 'The service is not reachable right now. Please try again.',
  'error.server': 'Something went wrong on our side. Please try again.',
  'error.network': 'No connection. Check your network and try again.',
  'error.timeout': 'The service took too long to answer. Please try again.',
  'error.parse': 'The service sent an answer we could not read. Please try again.',
  'error.unknown': 'Something unexpected went wrong. Please try again.',
  'error.unsafe_url': 'This link cannot be opened safely.',
  'error.not_openable': 'This entry has no detail to open.',
} as const;

/** The English texts of the OTP flow. Each flow's view bundles only its own table and the errors'. */
export const otpTexts = {
  'otp.status.idle': 'No code sent yet.',
  'otp.status.sending': 'Sending a code…',
  'otp.status.cooldown': 'Code sent.',
  'otp.status.wait': 'Please wait before asking for a code.',
  'otp.status.sent': 'Code sent.',
  'otp.status.verifying': 'Checking the code…',
  'otp.status.verified': 'Verified.',
  'otp.status.expired': 'The code has expired. Please ask for a new code.',
  'otp.status.expiredWait':
    'The code has expired. Please wait for the countdown to end, then ask for a new code.',
  'otp.status.locked': 'Too many wrong codes.',
  'otp.error.code_expired': 'That code has expired. Please request a new one.',
  'otp.error.unauthorized':
    'This app could not start a sign-in. Please ask for a new code; if it happens again, reopen the app.',
  'otp.error.session_expired': 'The sign-in took too long. Please ask for a new code.',
  'otp.attemptsLeft': 'Tries left: {attempts}.',
  'otp.resendIn': 'Resend code in {time}',
  'otp.expiresIn': 'The code expires in {time}.',
  'otp.lockedFor': 'Try again in {time}.',
  'otp.refCode': 'Reference: {refCode}',
} as const;

/** The English texts of the redemption flow. Each flow's view bundles only its own table and the errors'. */
export const redemptionTexts = {
  'redemption.status.ready': 'Ready to use',
  'redemption.status.used': 'Used',
  'redemption.status.expired': 'Expired',
  'redemption.status.drawPending': 'Waiting for the draw',
  'redemption.status.drawWon': 'You won',
  'redemption.status.drawLost': 'Not a winner this time',
  'redemption.status.entitled': 'Reward received',
  'redemption.status.shipped': 'Shipped',
  'redemption.status.delivered': 'Delivered',
  'redemption.trackingNumber': 'Tracking number: {trackingNumber}',
  'redemption.validFor': 'Valid for {time}',
  'redemption.empty': 'No redemptions yet.',
  'redemption.voucherExpired': 'This reward has expired and can no longer be used.',
  'redemption.confirmUse': 'Use this reward now?',
  'redemption.confirmUseDetail':
    'Once used, its code is valid for a limited time only and the reward cannot be used again. Please use it when you are at the merchant.',
  'redemption.confirmUseMinutes':
    'Once used, the code is valid for {minutes} minutes and the reward cannot be used again. Please use it when you are at the merchant.',
  'redemption.using': 'Getting your code…',
  'redemption.codeExpired': 'This code has expired.',
  'redemption.error.code_expired': 'This reward has expired and can no longer be used.',
  'redemption.error.not_found': 'We could not find this reward. Please refresh the list.',
} as const;

/** The English texts of the notifications flow. Each flow's view bundles only its own table and the errors'. */
export const notificationsTexts = {
  'notifications.unread': '{count} unread',
  'notifications.empty': 'No notifications yet.',
  'notifications.state.loading': 'Loading your notifications…',
  'notifications.state.ready': 'More notifications may follow.',
  'notifications.state.loadingMore': 'Loading more…',
  'notifications.state.end': "You've seen all your notifications.",
  'notifications.state.error': 'Your notifications could not be loaded.',
  'notifications.item.read': 'Read',
  'notifications.item.unread': 'Unread',
  'notifications.reads.offline': "You're offline. What you open is marked read when you're back online.",
  'notifications.reads.retrying': 'Not marked read yet. Trying again automatically.',
} as const;

/**
 * Every text the flows show a person, in English, by key. `{name}` placeholders take the view's
 * params (`{seconds}`, `{attempts}`). Apps translate or reword any entry through the views' `messages`
 * option; `@loyalty-flows/core/messages/th` ships the Thai table.
 */
// Object.assign marked pure rather than a spread: a bundler keeps a spread (it may run getters), so
// every flow would bundle every table.
export const en: typeof errorTexts & typeof otpTexts & typeof redemptionTexts & typeof notificationsTexts =
  /* @__PURE__ */ Object.assign({}, errorTexts, otpTexts, redemptionTexts, notificationsTexts);

/** The key of a flow text. */
export type MessageKey = keyof typeof en;

/** A whole message table: a text for every key. */
export type Messages = Record<MessageKey, string>;

/** What a view function takes besides the snapshot: the texts to use (any entry left out is English). */
export interface ViewOptions {
  messages?: Partial<Messages>;
}

/**
 * What the three flows' views take: the texts, and optionally the clock (epoch ms) their countdowns
 * and an error's `seconds` are read at (else the snapshot's own clock).
 */
export interface FlowViewOptions extends ViewOptions {
  now?: number;
}

/** Values a text's placeholders take. */
export type MessageParams = Record<string, string | number>;

/**
 * The text of `key` from `messages`, else from `fallback` (a flow's English table), its `{name}`
 * placeholders filled. Views pass their own flow's table, so a flow bundles only the texts it shows.
 */
export function textOf<TKey extends MessageKey>(
  messages: Partial<Messages> | undefined,
  fallback: Readonly<Record<TKey, string>>,
  key: TKey,
  params: MessageParams = {},
): string {
  return fill(messages?.[key] ?? fallback[key], params);
}

/**
 * The text of `key` from `messages` (English where it has none), its `{name}` placeholders filled.
 *
 * @example formatMessage(th, 'otp.resendIn', { time: '00:42' }) // 'ส่งรหัสอีกครั้งได้ใน 00:42'
 */
export function formatMessage(
  messages: Partial<Messages> | undefined,
  key: MessageKey,
  params: MessageParams = {},
): string {
  return textOf(messages, en, key, params);
}

/** An error as a view shows it: the data, its parameters, and the text for a person. */
export interface ViewError extends FlowError {
  /**
   * Values the text's `{name}` placeholders take, the same in every flow: `seconds` until a retry is
   * allowed whenever the service named one (`Retry-After`), `attempts` left in the OTP flow.
   */
  params: MessageParams;
  /** The text from the message table, placeholders filled. It never contains a code, token, key or serial. */
  message: string;
}

/** The flows whose texts may word an error their own way (`otp.error.unauthorized`). */
export type FlowName = 'otp' | 'redemption' | 'notifications';

/** How a view describes an error: the texts, the clock `seconds` counts from, and the flow's own wording. */
export interface DescribeErrorOptions extends FlowViewOptions {
  /** The flow showing the error, and its English table: `<flow>.error.<kind>` there is its wording. */
  flow?: { name: FlowName; texts: Readonly<Partial<Record<MessageKey, string>>> };
}

/**
 * The `seconds` until `error.retryAt`, counted from the later of the view's clock and the failure's
 * arrival (`at`): present whenever the service named a retry time.
 */
function retryParams({ retryAt, at }: FlowError, now: number | undefined): MessageParams {
  const from = Math.max(now ?? -Infinity, at ?? -Infinity);
  return retryAt === undefined || from === -Infinity
    ? {}
    : { seconds: Math.max(0, Math.ceil((retryAt - from) / 1000)) };
}

/** Fills `{name}` placeholders from `params`; an unknown one stays as written. */
function fill(template: string, params: MessageParams): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

/**
 * The view of an error: its kind and data, `params` for an app's own wording, and the text, its
 * placeholders filled from `params` (an override's too). The text is, first found: the app's
 * `<flow>.error.<kind>`, the app's `error.<kind>`, the flow's own `<flow>.error.<kind>`, then
 * `error.<kind>`. `params` gets `seconds` until `retryAt` (from the later of `options.now` and the
 * failure's arrival) besides those given.
 *
 * @example describeError({ kind: 'wrong_code' }, { messages: th }, { attempts: 3 }).message // 'รหัสไม่ถูกต้อง'
 */
export function describeError(
  error: FlowError,
  options: DescribeErrorOptions = {},
  params: MessageParams = {},
): ViewError {
  const kind: FlowErrorKind = error.kind;
  const { messages, flow } = options;
  const own = flow && (`${flow.name}.error.${kind}` as MessageKey);
  const template =
    (own && messages?.[own]) ??
    messages?.[`error.${kind}`] ??
    (own && flow.texts[own]) ??
    errorTexts[`error.${kind}`];
  const all = { ...retryParams(error, options.now), ...params };
  return { ...error, params: all, message: fill(template, all) };
}
