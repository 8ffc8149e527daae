/**
 * The domain model the client returns: camelCase, epoch milliseconds, derived statuses, and the
 * wire object kept on `raw`. Structurally it is the port `@loyalty-flows/core` expects.
 */

import type { CampaignType, Contact, RedemptionStatus } from '@loyalty-flows/domain';

export type { CampaignType, Contact, RedemptionStatus } from '@loyalty-flows/domain';

/** The answer to an OTP request. */
export interface OtpRequestResult {
  /** The reference code to show beside the code input and to send back when verifying. */
  refCode: string;
  /** Epoch ms at which the code stops being valid. */
  expiresAt: number;
  raw: unknown;
}

/** What verifying a code needs: the code as typed, its reference and the contact it went to. */
export type OtpVerifyInput = { otp: string; refCode: string } & Contact;

/** The answer to a correct code. */
export interface OtpVerifyResult {
  token?: string;
  raw: unknown;
}

/** One entry of the redemption history. */
export interface Redemption {
  redeemKey: string;
  name: string;
  campaignType: CampaignType;
  /** The numeric `Type` from the wire (Draw 0, Free 1, Deal 2, Interface 8, …). */
  campaignTypeCode: number;
  status: RedemptionStatus;
  serial?: string;
  /** Default tab for showing the code (`barcode`, `qrcode`, …). */
  barcode?: string;
  /** The privilege message with `<serial>` filled in. */
  message?: string;
  /** Epoch ms of the redemption. */
  redeemedAt?: number;
  /** Epoch ms on the server's clock at which the code expires (`CurrentDate` + `ExpireIn`). */
  expiresAt?: number;
  /** The server's clock (`CurrentDate`) in epoch ms when it answered. */
  serverNow?: number;
  /** Address for the web view (Interface campaigns). */
  url?: string;
  raw: Record<string, unknown>;
}

/** The answer to "use": the entry's refreshed display data. */
export interface RedemptionUse {
  serial?: string;
  /** The privilege message with `<serial>` filled in. */
  message?: string;
  expiresAt?: number;
  serverNow?: number;
  url?: string;
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

/** Notification types; `other` for a type the contract does not name. */
export type NotificationType = 'campaign' | 'cat' | 'event' | 'link' | 'message' | 'dashboard' | 'other';

/** One notification. */
export interface Notification {
  /** The `RowKey`: what `notifications.read` takes. */
  id: string;
  type: NotificationType;
  isRead: boolean;
  /** Epoch ms. */
  createdAt: number;
  text: string;
  link?: string;
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
