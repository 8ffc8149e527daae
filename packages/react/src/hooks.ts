import type { Select } from '@loyalty-flows/core';
import type { NotificationsFlowOptions, NotificationsView } from '@loyalty-flows/core/notifications';
import { notificationsFlow } from '@loyalty-flows/core/notifications';
import type { OtpFlowOptions, OtpView } from '@loyalty-flows/core/otp';
import { otpFlow } from '@loyalty-flows/core/otp';
import type { RedemptionFlowOptions, RedemptionView } from '@loyalty-flows/core/redemption';
import { redemptionFlow } from '@loyalty-flows/core/redemption';
import { useFlow } from './use-flow';

/**
 * The OTP flow: `{ view, request, resend, verify, reset, actorRef }`; options changed later reach it,
 * and `onVerified` (the last one rendered) gets the service's answer, the token, once per verification.
 * Pick part of the view with `select` to re-render only when that part changes.
 *
 * @example const otp = useOtp({ contact: { contactNumber: '0812345678' }, onVerified: ({ token }) => signIn(token) });
 */
export const useOtp = <TPicked = OtpView>(options: OtpFlowOptions, select?: Select<OtpView, TPicked>) =>
  useFlow(otpFlow, options, select);

/**
 * The redemption history and the opened entry: `{ view, open, close, retry, loadMore, refresh, actorRef }`.
 *
 * @example const history = useRedemptions(); history.open(entry.id);
 */
export const useRedemptions = <TPicked = RedemptionView>(
  options: RedemptionFlowOptions = {},
  select?: Select<RedemptionView, TPicked>,
) => useFlow(redemptionFlow, options, select);

/**
 * The notifications: `{ view, read, readAll, setMode, loadMore, refresh, actorRef }`, following the
 * connection and the page's visibility while mounted.
 *
 * @example const inbox = useNotifications({ pollIntervalMs: 60_000 }); inbox.read(item.id);
 */
export const useNotifications = <TPicked = NotificationsView>(
  options: NotificationsFlowOptions = {},
  select?: Select<NotificationsView, TPicked>,
) => useFlow(notificationsFlow, options, select);
