import { publicEventTypes } from '../shared/public-event-types';
import type { OtpEvent } from './otp.types';

/**
 * What an app may send the OTP machine (`OtpEvent`), by its id: a review page offers these and its
 * inspector refuses the machine's own (`OTP.RESTORED`, `CLOCK.TICK`, the calls' answers).
 */
export const otpEventTypes = publicEventTypes<OtpEvent>()('otp', {
  'OTP.REQUEST': true,
  'OTP.RESEND': true,
  'OTP.VERIFY': true,
  'OTP.RESET': true,
  'OTP.CONFIGURE': true,
});
