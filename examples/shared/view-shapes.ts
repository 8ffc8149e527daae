/**
 * How an opened voucher's privilege message is shown: text, HTML (sanitised by the app, see
 * sanitize.ts), or a page in the web view. The shape of core's `RedemptionContent`, which the
 * bindings do not re-export.
 */
export type Content =
  | { kind: 'text'; text: string }
  | { kind: 'html'; html: string }
  | { kind: 'url'; url: string };

/** The message-table key of an entry's status label. */
export const statusKeys = {
  ready: 'redemption.status.ready',
  used: 'redemption.status.used',
  expired: 'redemption.status.expired',
  waiting: 'redemption.status.drawPending',
  won: 'redemption.status.drawWon',
  notWon: 'redemption.status.drawLost',
  entitled: 'redemption.status.entitled',
  shipped: 'redemption.status.shipped',
  delivered: 'redemption.status.delivered',
} as const;
