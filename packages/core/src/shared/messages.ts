import type { FlowError, FlowErrorKind } from './flow-error';

/** The English texts of every error kind (`error.<kind>`). Each flow's view bundles only its own table and the errors'. */
export const errorTexts = {
  'error.invalid_input': 'That does not look right. Please check what you entered.',
  'error.unauthorized': 'You are not signed in. Please sign in again.',
  'error.session_expired': 'Your session has ended. Please sign in again.',
  'error.wrong_code': 'That code is not correct.',
  'error.code_expired': 'That code has expired. Please request a new one.',
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
  'otp.attemptsLeft': '{attempts} attempts left.',
  'otp.resendIn': 'Resend in {seconds} s',
  'otp.expiresIn': 'The code expires in {seconds} s.',
  'otp.lockedFor': 'Try again in {seconds} s.',
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
  'redemption.status.entitled': 'Entitlement received',
  'redemption.status.shipped': 'Shipped',
  'redemption.status.delivered': 'Delivered',
  'redemption.trackingNumber': 'Tracking number: {trackingNumber}',
  'redemption.validFor': 'Valid for {time}',
  'redemption.empty': 'No redemptions yet.',
  'redemption.voucherExpired': 'This reward has expired and can no longer be used.',
} as const;

/** The English texts of the notifications flow. Each flow's view bundles only its own table and the errors'. */
export const notificationsTexts = {
  'notifications.unread': '{count} unread',
  'notifications.empty': 'No notifications yet.',
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
  const template = messages?.[key] ?? fallback[key];
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}

/**
 * The text of `key` from `messages` (English where it has none), its `{name}` placeholders filled.
 *
 * @example formatMessage(th, 'otp.resendIn', { seconds: 42 }) // 'ส่งรหัสใหม่ได้ใน 42 วินาที'
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
  /** Values an app writes its own text with (`seconds` until retry, `attempts` left, …). */
  params: MessageParams;
  /** The text from the message table. It never contains a code, token, key or serial. */
  message: string;
}

/**
 * The view of an error: its kind and data, `params` for an app's own wording, and the table's text.
 *
 * @example describeError({ kind: 'wrong_code' }, { messages: th }, { attempts: 3 }).message // 'รหัสไม่ถูกต้อง'
 */
export function describeError(
  error: FlowError,
  options: ViewOptions = {},
  params: MessageParams = {},
): ViewError {
  const kind: FlowErrorKind = error.kind;
  return { ...error, params, message: textOf(options.messages, errorTexts, `error.${kind}`) };
}
