import type { Select } from '@loyalty-flows/core';
import type { NotificationsFlowOptions, NotificationsView } from '@loyalty-flows/core/notifications';
import { notificationsFlow } from '@loyalty-flows/core/notifications';
import type { OtpFlowOptions, OtpView } from '@loyalty-flows/core/otp';
import { otpFlow } from '@loyalty-flows/core/otp';
import type { RedemptionFlowOptions, RedemptionView } from '@loyalty-flows/core/redemption';
import { redemptionFlow } from '@loyalty-flows/core/redemption';
import type { MaybeRefOrGetter } from 'vue';
import { useFlow } from './use-flow';

/**
 * The OTP flow: `{ view, request, resend, verify, reset, actorRef }` (`view` is a ref). `options` may
 * be a ref or a getter (a contact typed later is honoured); `onVerified` gets the service's answer, the
 * token, once per verification. Pick part of the view with `select` to update only when that part changes.
 *
 * @example const { view, request } = useOtp(() => ({ contact: { contactNumber: phone.value } }));
 */
export const useOtp = <TPicked = OtpView>(
  options: MaybeRefOrGetter<OtpFlowOptions>,
  select?: Select<OtpView, TPicked>,
) => useFlow(otpFlow, options, select);

/**
 * The redemption history and the opened entry: `{ view, open, close, retry, loadMore, refresh, actorRef }`.
 *
 * @example const { view, open } = useRedemptions();
 */
export const useRedemptions = <TPicked = RedemptionView>(
  options: MaybeRefOrGetter<RedemptionFlowOptions> = {},
  select?: Select<RedemptionView, TPicked>,
) => useFlow(redemptionFlow, options, select);

/**
 * The notifications: `{ view, read, readAll, setMode, loadMore, refresh, actorRef }`; it follows the
 * browser's connection and the page's visibility while it runs.
 *
 * @example const { view, read } = useNotifications({ pollIntervalMs: 60_000 });
 */
export const useNotifications = <TPicked = NotificationsView>(
  options: MaybeRefOrGetter<NotificationsFlowOptions> = {},
  select?: Select<NotificationsView, TPicked>,
) => useFlow(notificationsFlow, options, select);
