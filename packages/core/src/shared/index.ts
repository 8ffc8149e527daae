// What core gives users besides the flows: the texts, the error shape, the flow contract the
// bindings build on, and the web-view policy. Countdown math, paging, calls and tickers stay internal.
export { normalizeOtpCode } from '@loyalty-flows/domain';
// Types the machines' events and contexts name, so apps' inferred types stay portable.
export type { ClockTick, TickerInput } from './clock';
export type * from './environment-ports';
export type { FlowError, FlowErrorKind } from './errors';
export type * from './flow';
export * from './flow-actor';
export {
  type DescribeErrorOptions,
  describeError,
  en,
  errorTexts,
  type FlowName,
  type FlowViewOptions,
  formatMessage,
  type MessageKey,
  type MessageParams,
  type Messages,
  notificationsTexts,
  otpTexts,
  redemptionTexts,
  type ViewError,
  type ViewOptions,
} from './messages';
export type { PagedList, PagedListState, PagedListStatus, PageKind } from './paged-list';
export type * from './port';
export * from './shallow-equal';
export * from './shared-flow-actor';
export * from './view-picker';
export * from './web-view-policy';
