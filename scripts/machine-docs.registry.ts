import { notificationsMachine } from '../packages/core/src/notifications/notifications.machine';
import { otpMachine } from '../packages/core/src/otp/otp.machine';
import { redemptionMachine } from '../packages/core/src/redemption/redemption.machine';
import type { MachineDocInput } from './machine-docs';

/** The flows documented in docs/machines/, each generated from its machine. */
export const machineDocs: MachineDocInput[] = [
  {
    flow: 'otp',
    title: 'OTP machine',
    summary:
      'Requests and verifies a one-time password. Nothing is sent on start; one request at a time; cooldown, code expiry and lock are absolute deadlines (persisted per contact when `storage` is given), so a reload or a second tab never sends an SMS inside a cooldown.',
    machine: otpMachine,
  },
  {
    flow: 'redemption',
    title: 'Redemption machine',
    summary:
      'The redemption history, loaded page by page, and the opening of one entry: "use" is called exactly once before anything is shown, then the serial popup (with its countdown on the server clock) or the web view; Draw, used and expired entries are refused without a request.',
    machine: redemptionMachine,
  },
  {
    flow: 'notifications',
    title: 'Notifications machine',
    summary:
      'The notification list and its reads: a read shows at once, reads within the batch window go out as one request, transient failures retry with backoff (and flush on reconnect), definite refusals roll back; polling pauses while the page is hidden.',
    machine: notificationsMachine,
  },
];
