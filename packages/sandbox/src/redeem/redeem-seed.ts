/**
 * The seeded redemption history. Every row shows a shape the real service sends; the comment on each
 * template names the fact of docs/wire-format.md it teaches. Read it as a tour of the service.
 */

import { placeholderImage } from '../seed/placeholder-image';
import { createSeededRandom, type SeededRandom } from '../seed/seeded-random';
import { interfacePagePath } from '../wire/page-paths';
import {
  type CampaignTypeCode,
  campaignTypeCodes,
  type Parcel,
  type StoredRedemption,
  type UseAnswerShape,
  type WireBarcode,
  type WireMessageFormat,
} from './redemption';

/** Every status branch of the rules R7–R11, plus the variants of each that the service sends. */
type Branch =
  | 'ready'
  | 'readySoon'
  | 'usedActive'
  | 'usedDone'
  | 'expiredByExpireIn'
  | 'expiredByDate'
  | 'drawWaiting'
  | 'drawWon'
  | 'drawLost'
  | 'drawExpired'
  | 'interface'
  | 'interfaceExpired'
  | 'shipped'
  | 'delivered';

interface Template {
  branch: Branch;
  type: CampaignTypeCode;
  /** The name in the first and in the second round of the seed. */
  names: readonly [string, string];
  agency: string;
  barcode: WireBarcode;
  format: WireMessageFormat;
  useAnswer: UseAnswerShape;
  /** T7: in the second round, this row spells booleans and counts loosely (`"True"`, `1`, `"86400"`). */
  looseInSecondRound?: true;
  /**
   * A serial with `/` and `#`, so every client must percent-encode the redeem key in the use path
   * (U2). Only in the first round: one such entry is enough.
   */
  reservedCharacters?: true;
}

const { draw, free, deal, buy, bid, interface: webView, event, media } = campaignTypeCodes;

const templates: readonly Template[] = [
  // R11 ready; R5 QR_CODE; U1: the documented use answer with `CurrentDate`. T7 in round two.
  {
    branch: 'ready',
    type: deal,
    names: ['Two drinks for one', 'Half-price pastry'],
    agency: 'Blue Cup Coffee',
    barcode: 'QR_CODE',
    format: 'TEXT',
    useAnswer: 'documented',
    looseInSecondRound: true,
  },
  // R5 CODE_128; U3: the use answer has no `CurrentDate` (count down from its arrival).
  {
    branch: 'ready',
    type: free,
    names: ['Free popcorn', 'Free soft drink'],
    agency: 'Starlight Cinema',
    barcode: 'CODE_128',
    format: 'TEXT',
    useAnswer: 'withoutCurrentDate',
  },
  // R5 empty `Barcode`: the serial is shown as text only; U3: the use answer is a whole history row.
  {
    branch: 'ready',
    type: buy,
    names: ['Fruit basket', 'Weekend grocery box'],
    agency: 'Green Basket Market',
    barcode: '',
    format: 'TEXT',
    useAnswer: 'historyRow',
  },
  // R5 QR_CODE_WALLETCARD (drawn as a QR code); R13: a countdown of 15 minutes on the service's clock.
  {
    branch: 'readySoon',
    type: deal,
    names: ['Lunch set 99 THB', 'Noodle bowl upgrade'],
    agency: 'Noodle House',
    barcode: 'QR_CODE_WALLETCARD',
    format: 'TEXT',
    useAnswer: 'documented',
  },
  // R5 CODE_128_WALLETCARD; U2: a serial holding `/` and `#` in the redeem key.
  {
    branch: 'ready',
    type: free,
    names: ['Partner web voucher', 'Partner gift card'],
    agency: 'Partner Web Store',
    barcode: 'CODE_128_WALLETCARD',
    format: 'TEXT',
    useAnswer: 'documented',
    reservedCharacters: true,
  },
  // R9 used (`IsUsed`), A3: inside its `MinutesValidAfterUsed` window.
  {
    branch: 'usedActive',
    type: deal,
    names: ['Iced latte 50% off', 'Cake of the day'],
    agency: 'Blue Cup Coffee',
    barcode: 'QR_CODE',
    format: 'TEXT',
    useAnswer: 'documented',
  },
  // R9 used, window over. T7 in round two (`IsUsed: "1"`-style spellings).
  {
    branch: 'usedDone',
    type: free,
    names: ['Free day pass', 'Free towel service'],
    agency: 'City Fitness',
    barcode: 'CODE_128',
    format: 'TEXT',
    useAnswer: 'documented',
    looseInSecondRound: true,
  },
  // R7 expired by a negative `ExpireIn`.
  {
    branch: 'expiredByExpireIn',
    type: deal,
    names: ['Movie ticket 120 THB', 'Combo set'],
    agency: 'Starlight Cinema',
    barcode: 'QR_CODE',
    format: 'TEXT',
    useAnswer: 'documented',
  },
  // R7 expired by `VoucherExpireDate` alone (`ExpireIn` still positive: the date is checked too).
  {
    branch: 'expiredByDate',
    type: free,
    names: ['Free bookmark', 'Free tote bag'],
    agency: 'Bookmark Store',
    barcode: 'CODE_128',
    format: 'TEXT',
    useAnswer: 'documented',
  },
  // R10 Draw waiting for its announcement (`HasWinner` false); no code, no use.
  {
    branch: 'drawWaiting',
    type: draw,
    names: ['Win a city bike', 'Win a year of coffee'],
    agency: 'Lucky Draw Club',
    barcode: '',
    format: 'TEXT',
    useAnswer: 'documented',
  },
  // R10 Draw won; R6 HTML: the prize message is markup to sanitise, not text. T7 in round two.
  {
    branch: 'drawWon',
    type: draw,
    names: ['Win concert tickets', 'Win a smartwatch'],
    agency: 'Lucky Draw Club',
    barcode: '',
    format: 'HTML',
    useAnswer: 'documented',
    looseInSecondRound: true,
  },
  // R10 Draw lost.
  {
    branch: 'drawLost',
    type: draw,
    names: ['Win a holiday trip', 'Win a tablet'],
    agency: 'Lucky Draw Club',
    barcode: '',
    format: 'TEXT',
    useAnswer: 'documented',
  },
  // R7 an expired Draw is expired, not won, though `HasWinner` and `IsWinner` are both true.
  {
    branch: 'drawExpired',
    type: draw,
    names: ['Win a cooking class', 'Win a spa day'],
    agency: 'Lucky Draw Club',
    barcode: '',
    format: 'HTML',
    useAnswer: 'documented',
  },
  // R11/R14 Interface: `Website` is the page for the web view; R6 URL: the message is that page too.
  {
    branch: 'interface',
    type: webView,
    names: ['Streaming month pass', 'E-book bundle'],
    agency: 'Partner Web Store',
    barcode: '',
    format: 'URL',
    useAnswer: 'documented',
  },
  // R11/R14 Interface with an HTML message; U3: its use answer carries `Website` but no `CurrentDate`.
  {
    branch: 'interface',
    type: webView,
    names: ['Online course credit', 'Music month pass'],
    agency: 'Learn Online',
    barcode: '',
    format: 'HTML',
    useAnswer: 'withoutCurrentDate',
  },
  // R7 an expired Interface entry is expired, not openable, though it has a `Website`.
  {
    branch: 'interfaceExpired',
    type: webView,
    names: ['Museum e-ticket', 'Magazine month pass'],
    agency: 'Learn Online',
    barcode: '',
    format: 'URL',
    useAnswer: 'documented',
  },
  // R8 shipped: `IsShipped`, a `ParcelNo` and a `ShippingDate`, not yet `Delivered`; no use action.
  {
    branch: 'shipped',
    type: buy,
    names: ['Insulated tumbler', 'Travel pillow'],
    agency: 'Members Shop',
    barcode: '',
    format: 'TEXT',
    useAnswer: 'documented',
  },
  // R8 delivered: `Delivered` with its tracking number; no use action. T7 in round two.
  {
    branch: 'delivered',
    type: free,
    names: ['Member tote bag', 'Umbrella'],
    agency: 'Members Shop',
    barcode: '',
    format: 'TEXT',
    useAnswer: 'documented',
    looseInSecondRound: true,
  },
  // R4 Bid (type 4), ready.
  {
    branch: 'ready',
    type: bid,
    names: ['Auction: signed football', 'Auction: art print'],
    agency: 'Members Auction',
    barcode: 'QR_CODE',
    format: 'TEXT',
    useAnswer: 'documented',
  },
  // R4 Event (type 9), used.
  {
    branch: 'usedDone',
    type: event,
    names: ['Member night entry', 'Cooking class seat'],
    agency: 'Sky Lounge',
    barcode: 'QR_CODE',
    format: 'TEXT',
    useAnswer: 'documented',
  },
  // R4 Media (type 10), ready.
  {
    branch: 'ready',
    type: media,
    names: ['Wallpaper pack', 'Sticker set'],
    agency: 'Members Media',
    barcode: '',
    format: 'TEXT',
    useAnswer: 'documented',
  },
];

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const serialAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

type Timeline = Pick<
  StoredRedemption,
  | 'usedDate'
  | 'voucherExpireDate'
  | 'expiresAt'
  | 'hasWinner'
  | 'isWinner'
  | 'winningDate'
  | 'minutesValidAfterUsed'
  | 'parcel'
>;

/** Absolute times of one branch, relative to the moment the user's data was seeded. */
function timelineOf(branch: Branch, now: number, redeemDate: number, random: SeededRandom): Timeline {
  const base: Timeline = {
    usedDate: null,
    voucherExpireDate: now + 30 * day,
    expiresAt: now + random.int(6, 72) * hour,
    hasWinner: false,
    isWinner: false,
    winningDate: null,
    minutesValidAfterUsed: random.pick([10, 15, 30] as const),
    parcel: null,
  };
  // Draw, Interface and parcel entries have no code countdown (`ExpireIn` null).
  const noCountdown = { ...base, expiresAt: null, minutesValidAfterUsed: 0 };
  const parcel = (delivered: boolean): Parcel => ({
    parcelNo: `EF${random.chars('0123456789', 9)}TH`,
    shippedAt: redeemDate + day,
    delivered,
  });
  switch (branch) {
    case 'ready':
      return base;
    case 'readySoon':
      return { ...base, expiresAt: now + 15 * minute, minutesValidAfterUsed: 5 };
    case 'usedActive':
      return {
        ...base,
        usedDate: now - 2 * minute,
        expiresAt: now - 2 * minute + 15 * minute,
        minutesValidAfterUsed: 15,
      };
    case 'usedDone':
      return { ...base, usedDate: redeemDate + 30 * minute, expiresAt: null, minutesValidAfterUsed: 0 };
    case 'expiredByExpireIn':
      return { ...base, expiresAt: now - 30 * minute };
    case 'expiredByDate':
      return { ...base, voucherExpireDate: now - hour, expiresAt: now + 5 * day };
    case 'drawWaiting':
      // No `VoucherExpireDate` yet: 0 on the wire, "not set" (T7).
      return { ...noCountdown, voucherExpireDate: null };
    case 'drawWon':
      return { ...noCountdown, hasWinner: true, isWinner: true, winningDate: now - day };
    case 'drawLost':
      return {
        ...noCountdown,
        voucherExpireDate: null,
        hasWinner: true,
        isWinner: false,
        winningDate: now - day,
      };
    case 'drawExpired':
      return {
        ...noCountdown,
        voucherExpireDate: now - 2 * hour,
        hasWinner: true,
        isWinner: true,
        winningDate: now - 10 * day,
      };
    case 'interface':
      return noCountdown;
    case 'interfaceExpired':
      return { ...noCountdown, voucherExpireDate: now - 3 * hour };
    case 'shipped':
      return { ...noCountdown, parcel: parcel(false) };
    case 'delivered':
      return { ...noCountdown, parcel: parcel(true) };
  }
}

function serialOf(template: Template, round: number, random: SeededRandom): string {
  if (template.reservedCharacters === true && round === 0) {
    return `PTR/${random.chars(serialAlphabet, 4)}#${random.chars(serialAlphabet, 2)}`;
  }
  return `SBX${random.chars(serialAlphabet, 8)}`;
}

/** The privilege message in Thai (the service's language) and English, in the template's format. */
function messagesOf(template: Template, index: number, pagePath: string) {
  switch (template.format) {
    case 'URL':
      return { thai: pagePath, english: pagePath };
    case 'HTML':
      return {
        thai: `<p><strong>ยินดีด้วย!</strong> รับสิทธิ์ที่ ${template.agency}</p><p>รหัส: <serial></p>`,
        english: `<p><strong>Congratulations!</strong> Collect it at ${template.agency}.</p><p>Code: <serial></p>`,
      };
    case 'TEXT':
      // R3: half the rows carry the `<serial>` placeholder.
      return index % 2 === 0
        ? { thai: 'แสดงรหัสนี้ที่เคาน์เตอร์: <serial>', english: 'Show this code at the counter: <serial>' }
        : {
            thai: `แสดงหน้าจอนี้ที่ ${template.agency} เพื่อรับสิทธิ์`,
            english: `Show this screen at ${template.agency} to receive your reward.`,
          };
  }
}

/**
 * The redemption history of `userId`, seeded at `now`: two rounds over every template (42 entries,
 * newest first), covering every campaign type, status branch and answer shape. Deterministic for a
 * user and a time.
 */
export function seedRedemptions(userId: string, now: number): StoredRedemption[] {
  const random = createSeededRandom(`redemptions:${userId}`);
  const entries: StoredRedemption[] = [];
  for (const round of [0, 1]) {
    for (const template of templates) {
      const index = entries.length;
      const redeemDate = now - (index + 1) * 7 * hour - random.int(0, 59) * minute;
      const campaignId = 20_000 + index * 10 + random.int(0, 9);
      const serial = serialOf(template, round, random);
      const timeline = timelineOf(template.branch, now, redeemDate, random);
      const name = template.names[round] ?? template.names[0];
      const pagePath = interfacePagePath(`reward-${campaignId}`);
      const messages = messagesOf(template, index, pagePath);
      const isInterface = template.type === webView;
      entries.push({
        redeemKey: `${campaignId}_${serial}`,
        campaignId,
        itemNumber: random.int(1, 999),
        name,
        type: template.type,
        agencyId: 100 + templates.findIndex((other) => other.agency === template.agency),
        agencyName: template.agency,
        categoryId: 400 + (template.type % 4),
        serial,
        barcode: template.barcode,
        privilegeMessage: messages.thai,
        privilegeMessageEN: messages.english,
        privilegeMessageFormat: template.format,
        defaultPrivilegeMessage: 'แสดงรหัสก่อนชำระเงิน ใช้ได้หนึ่งครั้งต่อสมาชิก',
        redeemDate,
        ...timeline,
        imageUrl: placeholderImage(template.agency.charAt(0), (index * 37) % 360),
        websitePath: isInterface ? pagePath : null,
        useAnswer: template.useAnswer,
        looseTypes: round === 1 && template.looseInSecondRound === true,
        redeemCount: 1,
        useCount: timeline.usedDate === null ? 0 : 1,
      });
    }
  }
  return entries;
}
