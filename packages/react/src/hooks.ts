import { createSharedFlowActor, type Select } from '@loyalty-flows/core';
import type { NotificationsView, UnreadCount } from '@loyalty-flows/core/notifications';
import { notificationsCommands, notificationsFlow, unreadCountOf } from '@loyalty-flows/core/notifications';
import { type OtpFlowOptions, type OtpView, otpFlow } from '@loyalty-flows/core/otp';
import type { RedemptionFlowOptions, RedemptionView } from '@loyalty-flows/core/redemption';
import { redemptionFlow } from '@loyalty-flows/core/redemption';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLoyaltyApp } from './loyalty-provider';
import { useFlow, useFlowView } from './use-flow';

/**
 * The OTP flow: `{ view, request, resend, verify, reset, actorRef }`; `onVerified` (the last rendered)
 * gets the service's answer, the token, once per verification.
 *
 * @example const otp = useOtp({ contact: { contactNumber: '0812345678' }, onVerified: ({ token }) => signIn(token) });
 */
export const useOtp = <TPicked = OtpView>(options: OtpFlowOptions, select?: Select<OtpView, TPicked>) =>
  useFlow(otpFlow, options, select);

/**
 * The redemption history and the opened entry: `{ view, open, confirm, close, retry, loadMore, refresh, actorRef }`
 * (`open` asks first about a Free or Deal voucher, which its use spends: `confirm` uses it).
 *
 * @example const history = useRedemptions(); history.open(entry.id);
 */
export const useRedemptions = <TPicked = RedemptionView>(
  options: RedemptionFlowOptions = {},
  select?: Select<RedemptionView, TPicked>,
) => useFlow(redemptionFlow, options, select);

/**
 * The app's one inbox (the provider's, with its `notifications` options), running while a caller is
 * mounted: `{ view, read, readAll, setMode, loadMore, refresh, reset, actorRef }`. `reset()` on sign-out.
 *
 * @example const inbox = useNotifications(); inbox.read(item.id);
 */
export function useNotifications<TPicked = NotificationsView>(select?: Select<NotificationsView, TPicked>) {
  const shared = useLoyaltyApp().inbox((...made) => createSharedFlowActor(notificationsFlow, ...made));
  const actor = useSyncExternalStore(shared.subscribe, shared.getActor, shared.getActor);
  // Sent to the actor of the moment: a reset replaces it.
  const [commands] = useState(() => notificationsCommands({ send: (e) => shared.getActor().send(e) }));
  const [getView] = useState(notificationsFlow.createView ?? (() => notificationsFlow.getView));
  useEffect(() => shared.acquire(), [shared]);
  return { view: useFlowView(actor, getView, select), ...commands, reset: shared.reset, actorRef: actor };
}

/**
 * A badge's `{ count, complete }`: the first page's unread count; `complete` false if more pages.
 * @example const { count, complete } = useUnreadCount(); // `${count}${complete ? '' : '+'}`
 */
export const useUnreadCount = (): UnreadCount => useNotifications(unreadCountOf).view;
