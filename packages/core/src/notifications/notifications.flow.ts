import type { FlowDefinition } from '../shared/flow';
import { followBrowserState, notificationsCommands } from './notifications.commands';
import { notificationsMachine } from './notifications.machine';
import type { NotificationsInput, NotificationsView } from './notifications.types';
import { getNotificationsView } from './notifications.view';

/** What a component passes to the notifications flow: mode, page size, read batching and retry, polling. */
export type NotificationsFlowOptions = Omit<NotificationsInput, 'client'>;

/** The notifications flow for the bindings: it follows the browser's connection and the page's visibility. */
export const notificationsFlow: FlowDefinition<
  typeof notificationsMachine,
  NotificationsView,
  ReturnType<typeof notificationsCommands>,
  NotificationsFlowOptions
> = {
  machine: notificationsMachine,
  getView: getNotificationsView,
  commands: notificationsCommands,
  input: ({ client }, options) => ({ ...options, client }),
  follow: followBrowserState,
};
