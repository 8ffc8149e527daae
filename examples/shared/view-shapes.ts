import type { Symbology } from './barcode';

/**
 * Readers for the parts of the flows' views the apps draw, written against the shapes issue 15 gives
 * them (symbology, content, tracking number, notification targets) and tolerant of the older shapes
 * (`defaultTab`, `message`, `link`), so the apps work while the library moves from one to the other.
 */

/** How an opened entry's message is shown: text, sanitised HTML, or a page in the web view. */
export type Content =
  | { kind: 'text'; text: string }
  | { kind: 'html'; html: string }
  | { kind: 'url'; url: string };

/** Where opening a notification leads. */
export type Target =
  | { kind: 'campaign'; campaignId: string }
  | { kind: 'category'; categoryId: string }
  | { kind: 'link'; url: string }
  | { kind: 'text' };

interface SerialDetailShape {
  serial?: string;
  symbology?: Symbology;
  defaultTab?: string;
  content?: Content;
  message?: string;
  expiresInMs?: number;
}

const tabSymbology: Record<string, Symbology> = { qrcode: 'qr', barcode: 'code128', serial: 'text' };

/** The serial popup's parts: the serial, how to draw it, the message, the time left. */
export function serialDetail(detail: object) {
  const shape = detail as SerialDetailShape;
  const symbology: Symbology = shape.symbology ?? tabSymbology[shape.defaultTab ?? ''] ?? 'text';
  const content: Content | undefined =
    shape.content ?? (shape.message ? { kind: 'text', text: shape.message } : undefined);
  return { serial: shape.serial, symbology, content, expiresInMs: shape.expiresInMs };
}

/** An entry's parcel tracking number, when it has one. */
export function trackingNumber(entry: object): string | undefined {
  return (entry as { trackingNumber?: string }).trackingNumber;
}

/** Where a notification opens. */
export function targetOf(item: object): Target {
  const shape = item as { target?: Target; link?: string };
  return shape.target ?? (shape.link ? { kind: 'link', url: shape.link } : { kind: 'text' });
}

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
