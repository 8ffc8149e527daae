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
      'Requests and verifies a one-time password. A pure definition: its context is plain data, and the service, storage, clock and cross-tab lock come in through `createOtpMachine({ client, storage, now, locks })`. Nothing is sent on start; one request at a time; cooldown, code expiry and lock are absolute deadlines, restored from storage after start and merged across tabs (the later deadline wins), and a request takes a Web Lock and re-reads storage inside it, so a reload or a second tab never sends an SMS inside a cooldown. Without Web Locks, two tabs pressing Send before storage reaches the other may both send. The code travels only in the verify call; the token is the output.',
    machine: otpMachine,
  },
  {
    flow: 'redemption',
    title: 'Redemption machine',
    summary:
      'The redemption history, loaded page by page, and the opening of one entry: "use" is called exactly once before anything is shown (also across a restored snapshot), then the serial popup (with its countdown on the server clock) or the web view; Draw, used, expired and parcel entries are refused without a request. A pure definition: `createRedemptionMachine({ client, now })` provides the service and the clock.',
    machine: redemptionMachine,
  },
  {
    flow: 'notifications',
    title: 'Notifications machine',
    summary:
      "The notification list and its reads: a read shows at once, reads within the batch window go out as one request, unsent reads survive a reload in storage, 429s wait out Retry-After and outages back off without dropping a read, an id the client refuses is split from its batch with its own error; polling pauses while the page is hidden. A pure definition: `createNotificationsMachine({ client, storage, now })` provides the service, storage, clock and the browser's online and visibility state.",
    machine: notificationsMachine,
  },
];
