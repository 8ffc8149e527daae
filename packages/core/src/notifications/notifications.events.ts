import { publicEventTypes } from '../shared/public-event-types';
import type { NotificationsEvent } from './notifications.types';

/**
 * What an app may send the notifications machine (`NotificationsEvent`), by its id: a review page offers
 * these and its inspector refuses the environment's (`NOTIFICATIONS.ONLINE`, `HIDDEN`, `RESTORED`, …).
 */
export const notificationsEventTypes = publicEventTypes<NotificationsEvent>()('notifications', {
  'NOTIFICATIONS.REFRESH': true,
  'NOTIFICATIONS.LOAD_MORE': true,
  'NOTIFICATIONS.SET_MODE': true,
  'NOTIFICATIONS.CONFIGURE': true,
  'NOTIFICATIONS.READ': true,
  'NOTIFICATIONS.READ_ALL': true,
});
