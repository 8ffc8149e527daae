/**
 * The domain model the client returns: the types of `@loyalty-flows/domain` (camelCase, epoch-ms
 * instants, derived statuses) with the wire object kept on `raw`. Structurally it is the port
 * `@loyalty-flows/core` expects.
 */

import type {
  Contact,
  Notification as DomainNotification,
  OtpRequestResult as DomainOtpRequestResult,
  OtpVerifyResult as DomainOtpVerifyResult,
  Redemption as DomainRedemption,
  RedemptionUse as DomainRedemptionUse,
} from '@loyalty-flows/domain';

export type {
  CampaignType,
  Contact,
  ContentKind,
  NotificationTarget,
  NotificationType,
  RedemptionStatus,
  Symbology,
} from '@loyalty-flows/domain';

/** The answer to an OTP request; `raw` is the wire object (or whatever the 2xx carried). */
export interface OtpRequestResult extends DomainOtpRequestResult {
  raw: unknown;
}

/**
 * What verifying a code needs: the code as typed, its reference (left out when the service sent
 * none: docs/wire-format.md, O2) and the contact it went to.
 */
export type OtpVerifyInput = { otp: string; refCode?: string } & Contact;

/** The answer to a correct code. */
export interface OtpVerifyResult extends DomainOtpVerifyResult {
  raw: unknown;
}

/** One entry of the redemption history, with the wire object. */
export interface Redemption extends DomainRedemption {
  raw: Record<string, unknown>;
}

/** The answer to "use": the entry's refreshed display data, with the wire object. */
export interface RedemptionUse extends DomainRedemptionUse {
  raw: Record<string, unknown>;
}

/** Query of the redemption history. */
export interface RedemptionListQuery {
  skip?: number;
  /** Page size, 1–100 (the service's default is 25). */
  top?: number;
  config?: string;
  byConfig?: boolean;
}

/** One notification, with the wire object. */
export interface Notification extends DomainNotification {
  raw: Record<string, unknown>;
}

/** Query of the notification list. */
export interface NotificationListQuery {
  /** `new` lists only unread notifications. Default `all`. */
  mode?: 'all' | 'new';
  skip?: number;
  top?: number;
  /** Default `createdate_desc`. */
  sortBy?: string;
}
