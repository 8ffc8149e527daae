export { followBrowserState, notificationsCommands } from './notifications.commands';
export { type NotificationsFlowOptions, notificationsFlow } from './notifications.flow';
export {
  type NotificationPageActorInput,
  notificationsMachine,
  type ReadNotificationsActorInput,
} from './notifications.machine';
export type {
  NotificationItemView,
  NotificationsContext,
  NotificationsEvent,
  NotificationsInput,
  NotificationsView,
  ReadRetryPolicy,
} from './notifications.types';
export { getNotificationsView } from './notifications.view';
