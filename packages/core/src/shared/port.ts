/**
 * The port: what the machines need from the loyalty service, as a TypeScript interface.
 *
 * `createLoyaltyClient()` from `@loyalty-flows/client` satisfies it; tests pass a fake. Core never
 * imports the client, so the machines run against any implementation of these few methods. The
 * domain types themselves have one home, `@loyalty-flows/domain`, which the client and the sandbox
 * import too.
 */

import type {
  Contact,
  ErrorKind,
  Notification,
  OtpRequestResult,
  OtpVerifyResult,
  Redemption,
  RedemptionUse,
} from '@loyalty-flows/domain';

export type {
  CampaignType,
  Contact,
  ContentKind,
  ErrorKind,
  Notification,
  NotificationTarget,
  NotificationType,
  OtpRequestResult,
  OtpVerifyResult,
  Redemption,
  RedemptionStatus,
  RedemptionUse,
  Symbology,
} from '@loyalty-flows/domain';

/** What a port throws. The client's `LoyaltyError` has this shape; anything else is read as `unknown`. */
export interface PortErrorLike {
  kind: ErrorKind;
  /** HTTP status, when the service answered. */
  status?: number;
  /** Epoch ms before which retrying is refused (from `Retry-After`), for `rate_limited` and `locked`. */
  retryAt?: number;
  /** The service's own error id (for example 1409: the voucher has expired). */
  id?: string | number;
}

/** What verifying a code needs: the code, its reference (when the service sent one) and the contact. */
export type OtpVerifyInput = { otp: string; refCode?: string } & Contact;

/** The port of the OTP machine. */
export interface OtpPort {
  otp: {
    request(contact: Contact): Promise<OtpRequestResult>;
    verify(input: OtpVerifyInput): Promise<OtpVerifyResult>;
  };
}

/** Query of the redemption history. */
export interface RedemptionListQuery {
  skip?: number;
  top?: number;
  config?: string;
  byConfig?: boolean;
}

/** The port of the redemption machine. */
export interface RedemptionPort {
  redemptions: {
    list(query: RedemptionListQuery): Promise<Redemption[]>;
    use(redeemKey: string): Promise<RedemptionUse>;
  };
}

/** `mode` of the notification list: everything, or only the new (unread) ones. */
export type NotificationMode = 'all' | 'new';

/** Query of the notification list. */
export interface NotificationListQuery {
  mode?: NotificationMode;
  skip?: number;
  top?: number;
  sortBy?: string;
}

/** The port of the notifications machine. */
export interface NotificationsPort {
  notifications: {
    list(query: NotificationListQuery): Promise<Notification[]>;
    read(ids: readonly string[]): Promise<void>;
  };
}

/** Everything the three machines need: what `createLoyaltyClient()` returns satisfies it. */
export type LoyaltyPort = OtpPort & RedemptionPort & NotificationsPort;
