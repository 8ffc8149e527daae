import type { FlowDefinition } from '../shared/flow';
import { notificationsCommands } from './notifications.commands';
import { createNotificationsMachine, forgetStoredReads } from './notifications.env';
import type { NotificationsInput, NotificationsView } from './notifications.types';
import { createNotificationsView, getNotificationsView } from './notifications.view';

/** What a component passes to the notifications flow: mode, page size, read batching and retry, polling, web-view policy. */
export type NotificationsFlowOptions = NotificationsInput;

/**
 * The notifications flow for the bindings. The machine follows the browser's connection and the
 * page's visibility itself (invoked actors); a changed mode or poll interval reaches the running
 * actor through `configure`. Shared by an app's consumers (`createSharedFlowActor`), a reset forgets
 * the unsent reads it stored.
 */
export const notificationsFlow: FlowDefinition<
  ReturnType<typeof createNotificationsMachine>,
  NotificationsView,
  ReturnType<typeof notificationsCommands>,
  NotificationsFlowOptions
> = {
  createMachine: createNotificationsMachine,
  forget: forgetStoredReads,
  input: (options) => ({ ...options }),
  getView: getNotificationsView,
  createView: createNotificationsView,
  commands: notificationsCommands,
  configure: (options) => ({ type: 'NOTIFICATIONS.CONFIGURE', options: { ...options } }),
};
