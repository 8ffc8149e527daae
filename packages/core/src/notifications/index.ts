export { notificationsCommands } from './notifications.commands';
export {
  createNotificationsMachine,
  forgetStoredReads,
  type NotificationsEnvironment,
} from './notifications.env';
export { type NotificationsFlowOptions, notificationsFlow } from './notifications.flow';
export {
  type NotificationPageActorInput,
  notificationsMachine,
  type ReadNotificationsActorInput,
} from './notifications.machine';
export type {
  NotificationItemView,
  NotificationReadsState,
  NotificationsContext,
  NotificationsEnvironmentEvent,
  NotificationsEvent,
  NotificationsInput,
  NotificationsSettings,
  NotificationsView,
  ReadRetryPolicy,
  RefusedRead,
  WaitInput,
} from './notifications.types';
export {
  createNotificationsView,
  getNotificationsView,
  type NotificationsViewOptions,
} from './notifications.view';
export { type UnreadCount, unreadCountOf } from './unread-count';
