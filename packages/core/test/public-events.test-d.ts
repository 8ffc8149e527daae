/*
 * Type tests, checked by the package's `tsc` (npm test's typecheck): an app may send a flow only its
 * public events. What the machines' own actors send (the calls' `xstate.done/error.actor.*` answers,
 * clock ticks, restored storage, connectivity and visibility) is a type error from outside.
 */
import { createActor } from 'xstate';
import { createFlowActor, type LoyaltyPort } from '../src';
import { notificationsEventTypes, otpEventTypes, redemptionEventTypes } from '../src/inspect';
import type { NotificationsEvent } from '../src/notifications';
import { createNotificationsMachine, notificationsFlow, notificationsMachine } from '../src/notifications';
import type { OtpEvent } from '../src/otp';
import { createOtpMachine, otpFlow, otpMachine } from '../src/otp';
import type { RedemptionEvent } from '../src/redemption';
import { createRedemptionMachine, redemptionFlow, redemptionMachine } from '../src/redemption';
import { publicEventTypes } from '../src/shared/public-event-types';
import { idOf } from './redemption.fixtures';

declare const client: LoyaltyPort;
const contact = { contactNumber: '0812345678' };

const otp = createActor(otpMachine, { input: { contact } });
otp.send({ type: 'OTP.VERIFY', code: '123456' });
// @ts-expect-error the verify call's answer is the machine's own
otp.send({ type: 'xstate.done.actor.verifyCode', actorId: 'verifyCode', output: { token: 'forged' } });
// @ts-expect-error a failure of the request call is the machine's own
otp.send({ type: 'xstate.error.actor.requestCode', actorId: 'requestCode', error: { kind: 'network' } });
// @ts-expect-error the ticker's clock reading
otp.send({ type: 'CLOCK.TICK', now: 0 });
// @ts-expect-error the storage actor's restored deadlines
otp.send({ type: 'OTP.RESTORED', deadlines: {}, now: 0 });

const wiredOtp = createActor(createOtpMachine({ client }), { input: { contact } });
wiredOtp.send({ type: 'OTP.RESET' });
// @ts-expect-error also on the machine a factory wires to an environment
wiredOtp.send({ type: 'xstate.done.actor.verifyCode', actorId: 'verifyCode', output: { token: 'forged' } });
// @ts-expect-error the storage actor's restored deadlines
wiredOtp.send({ type: 'OTP.RESTORED', deadlines: {}, now: 0 });

const redemption = createActor(redemptionMachine);
redemption.send({ type: 'REDEMPTION.OPEN', id: idOf('campaign-1_SERIAL0001') });
// @ts-expect-error the ticker's clock reading
redemption.send({ type: 'CLOCK.TICK', now: 0 });
// @ts-expect-error the use call's answer
redemption.send({ type: 'xstate.done.actor.useRedemption', actorId: 'useRedemption', output: {} });
// @ts-expect-error also on the wired machine
createActor(createRedemptionMachine({ client })).send({ type: 'CLOCK.TICK', now: 0 });

const notifications = createActor(notificationsMachine, { input: {} });
notifications.send({ type: 'NOTIFICATIONS.READ', ids: ['row-1'] });
// @ts-expect-error the connectivity actor's
notifications.send({ type: 'NOTIFICATIONS.ONLINE' });
// @ts-expect-error the connectivity actor's
notifications.send({ type: 'NOTIFICATIONS.OFFLINE' });
// @ts-expect-error the visibility actor's
notifications.send({ type: 'NOTIFICATIONS.HIDDEN' });
// @ts-expect-error the read store's restored reads
notifications.send({ type: 'NOTIFICATIONS.RESTORED', ids: ['row-1'] });
// @ts-expect-error the page loader's answer
notifications.send({ type: 'xstate.done.actor.loadPage', actorId: 'loadPage', output: [] });
// @ts-expect-error also on the wired machine
createActor(createNotificationsMachine({ client }), { input: {} }).send({ type: 'NOTIFICATIONS.VISIBLE' });

// The flows the bindings run: their actors (the bindings' `actorRef`), commands and configure events.
const otpActor = createFlowActor(otpFlow, { client }, { contact });
otpActor.send({ type: 'OTP.REQUEST' });
// @ts-expect-error the bindings' `actorRef` takes public events only
otpActor.send({ type: 'xstate.done.actor.verifyCode', actorId: 'verifyCode', output: { token: 'forged' } });
const redemptionActor = createFlowActor(redemptionFlow, { client }, {});
// @ts-expect-error the ticker's clock reading
redemptionActor.send({ type: 'CLOCK.TICK', now: 0 });
const notificationsActor = createFlowActor(notificationsFlow, { client }, {});
// @ts-expect-error the connectivity actor's
notificationsActor.send({ type: 'NOTIFICATIONS.ONLINE' });

// The public event types listed at run time (`@loyalty-flows/core/inspect`) are exactly each union's.
const otpTypes: readonly OtpEvent['type'][] = otpEventTypes.otp;
const redemptionTypes: readonly RedemptionEvent['type'][] = redemptionEventTypes.redemption;
const notificationsTypes: readonly NotificationsEvent['type'][] = notificationsEventTypes.notifications;
const everyOtpEvent = {
  'OTP.REQUEST': true,
  'OTP.RESEND': true,
  'OTP.VERIFY': true,
  'OTP.RESET': true,
  'OTP.CONFIGURE': true,
} as const;
publicEventTypes<OtpEvent>()('otp', everyOtpEvent);
const { 'OTP.CONFIGURE': _configure, ...oneLeftOut } = everyOtpEvent;
// @ts-expect-error a public event left out of the list
publicEventTypes<OtpEvent>()('otp', oneLeftOut);
// @ts-expect-error an event the machine's own storage actor sends is not public
publicEventTypes<OtpEvent>()('otp', { ...everyOtpEvent, 'OTP.RESTORED': true });
// @ts-expect-error the list names its machine: no other key
const notOtp: readonly string[] = otpEventTypes.redemption;

export { notificationsTypes, notOtp, otpTypes, redemptionTypes };
