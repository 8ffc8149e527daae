/**
 * The loyalty service's domain: its types and rules, in one place that the client, the machines
 * and the sandbox import. No dependencies, no I/O.
 */

export { type Contact, canonicalContact, isSameContact, maskContact } from './contact';
export type { ErrorKind } from './errors';
export { isSafePathSegment, isSendableNotificationId } from './identifiers';
export {
  type Notification,
  type NotificationTarget,
  type NotificationType,
  notificationTarget,
} from './notification';
export { normalizeOtpCode, type OtpRequestResult, type OtpVerifyResult, otpDefaults } from './otp';
export {
  type CampaignType,
  type ContentKind,
  campaignTypeOf,
  type Redemption,
  type RedemptionFlags,
  type RedemptionStatus,
  type RedemptionUse,
  redemptionStatus,
  type Symbology,
} from './redemption';
export { defaultServiceTimeZone, instantToWallClock, wallClockToInstant } from './service-time';
