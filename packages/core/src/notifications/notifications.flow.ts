import type { FlowDefinition } from '../shared/flow';
import { followBrowserState, notificationsCommands } from './notifications.commands';
import { notificationsMachine } from './notifications.machine';
import type { NotificationsInput, NotificationsView } from './notifications.types';
import { getNotificationsView } from './notifications.view';

/** The notifications flow for the bindings: it follows the browser's connection and the page's visibility. */
export const notificationsFlow: FlowDefinition<
  typeof notificationsMachine,
  NotificationsView,
  ReturnType<typeof notificationsCommands>,
  Omit<NotificationsInput, 'client'>
> = {
  machine: notificationsMachine,
  getView: getNotificationsView,
  commands: notificationsCommands,
  input: ({ client }, options) => ({ ...options, client }),
  follow: followBrowserState,
};
