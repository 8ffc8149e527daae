import { createSharedFlowActor, type Select } from '@loyalty-flows/core';
import type { NotificationsView, UnreadCount } from '@loyalty-flows/core/notifications';
import { notificationsCommands, notificationsFlow, unreadCountOf } from '@loyalty-flows/core/notifications';
import { type OtpFlowOptions, type OtpView, otpFlow } from '@loyalty-flows/core/otp';
import type { RedemptionFlowOptions, RedemptionView } from '@loyalty-flows/core/redemption';
import { redemptionFlow } from '@loyalty-flows/core/redemption';
import { type MaybeRefOrGetter, onScopeDispose, type Ref, shallowRef } from 'vue';
import { useLoyaltySettings } from './loyalty-plugin';
import { useFlow, useFlowView, whileInScope } from './use-flow';

/**
 * The OTP flow: `{ view, request, resend, verify, reset, actorRef }` (`view` a ref); `options` may be a ref
 * or getter; `onVerified` gets the service's answer, the token, once per verification.
 * @example const { view, request } = useOtp(() => ({ contact: { contactNumber: phone.value } }));
 */
export const useOtp = <TPicked = OtpView>(
  options: MaybeRefOrGetter<OtpFlowOptions>,
  select?: Select<OtpView, TPicked>,
) => useFlow(otpFlow, options, select);

/**
 * The redemption history and the opened entry: `{ view, open, confirm, close, retry, loadMore, refresh, actorRef }`
 * (`open` asks first about a Free or Deal voucher, which its use spends: `confirm` uses it).
 * @example const { view, open } = useRedemptions();
 */
export const useRedemptions = <TPicked = RedemptionView>(
  options: MaybeRefOrGetter<RedemptionFlowOptions> = {},
  select?: Select<RedemptionView, TPicked>,
) => useFlow(redemptionFlow, options, select);

/**
 * The app's one inbox (the plugin's `notifications` options), running while a caller's scope lives:
 * `{ view, read, readAll, setMode, loadMore, refresh, reset, actorRef }` (`reset()` on sign-out).
 * @example const { view, read } = useNotifications();
 */
export function useNotifications<TPicked = NotificationsView>(select?: Select<NotificationsView, TPicked>) {
  const shared = useLoyaltySettings().inbox((...made) => createSharedFlowActor(notificationsFlow, ...made));
  const actor = shallowRef(shared.getActor());
  onScopeDispose(shared.subscribe(() => (actor.value = shared.getActor())));
  whileInScope(shared.acquire);
  const view = useFlowView(actor, notificationsFlow.createView?.() ?? notificationsFlow.getView, select);
  const commands = notificationsCommands({ send: (event) => shared.getActor().send(event) });
  return { view, ...commands, reset: shared.reset, actorRef: actor };
}

/**
 * A badge's `{ count, complete }` as a ref: the first page's unread count; `complete` false if more pages.
 * @example const unread = useUnreadCount(); // `${unread.value.count}${unread.value.complete ? '' : '+'}`
 */
export const useUnreadCount = (): Ref<UnreadCount> => useNotifications(unreadCountOf).view;
