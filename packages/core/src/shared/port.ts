/**
 * The port: what the machines need from the loyalty service, as a TypeScript interface.
 *
 * `createLoyaltyClient()` from `@loyalty-flows/client` satisfies it; tests pass a fake. Core never
 * imports the client, so the machines run against any implementation of these few methods.
 */

/** Who receives the one-time password: a mobile number or an e-mail address. */
export type Contact = { contactNumber: string } | { email: string };

/** Every way a call to the service can fail, as the client classifies it. */
export type ErrorKind =
  | 'invalid_input'
  | 'unauthorized'
  | 'session_expired'
  | 'wrong_code'
  | 'code_expired'
  | 'rate_limited'
  | 'locked'
  | 'not_found'
  | 'conflict'
  | 'gateway'
  | 'server'
  | 'network'
  | 'timeout'
  | 'parse'
  | 'unknown';

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

/** The service's answer to an OTP request. */
export interface OtpRequestResult {
  refCode: string;
  /** Epoch ms at which the code stops being valid. */
  expiresAt: number;
}

/** What verifying a code needs: the code, its reference and the contact it was sent to. */
export type OtpVerifyInput = { otp: string; refCode: string } & Contact;

/** The service's answer to a correct code. */
export interface OtpVerifyResult {
  token?: string;
}

/** The port of the OTP machine. */
export interface OtpPort {
  otp: {
    request(contact: Contact): Promise<OtpRequestResult>;
    verify(input: OtpVerifyInput): Promise<OtpVerifyResult>;
  };
}

/** Campaign types that decide how a redemption is shown (contract section 2.2). */
export type CampaignType = 'draw' | 'free' | 'deal' | 'interface' | 'other';

/** A redemption's status, derived from the wire flags (wire-notes "status rules"). */
export type RedemptionStatus =
  | 'ready'
  | 'used'
  | 'expired'
  | 'drawPending'
  | 'drawWon'
  | 'drawLost'
  | 'entitled';

/** One entry of the redemption history. */
export interface Redemption {
  redeemKey: string;
  name: string;
  campaignType: CampaignType;
  status: RedemptionStatus;
  serial?: string;
  /** Default tab for showing the code (for example `barcode` or `qrcode`). */
  barcode?: string;
  /** The privilege message with `<serial>` filled in. */
  message?: string;
  /** Epoch ms of the redemption. */
  redeemedAt?: number;
  /** Epoch ms, on the server's clock, at which the code expires. */
  expiresAt?: number;
  /** The server's clock (`CurrentDate`) in epoch ms when it answered: countdowns run on it. */
  serverNow?: number;
  /** Address to render in a web view (Interface campaigns). */
  url?: string;
}

/** The service's answer to "use": refreshed display data for the entry. */
export interface RedemptionUse {
  serial?: string;
  message?: string;
  /** Epoch ms, on the server's clock, at which the code expires. */
  expiresAt?: number;
  /** The server's clock in epoch ms when it answered. */
  serverNow?: number;
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

/** Notification types (contract section 2.3); `other` for any type the contract does not name. */
export type NotificationType = 'campaign' | 'cat' | 'event' | 'link' | 'message' | 'dashboard' | 'other';

/** One notification. */
export interface Notification {
  /** The `RowKey`: what the read operation takes. */
  id: string;
  type: NotificationType;
  isRead: boolean;
  /** Epoch ms. */
  createdAt: number;
  text: string;
  link?: string;
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
