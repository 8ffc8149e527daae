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
  /**
   * The name in the first and in the second round of the seed, in Thai as the service sends it (brand
   * names stay as the brand writes them).
   */
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
    names: ['เครื่องดื่มซื้อ 1 แถม 1', 'ครัวซองต์ลดครึ่งราคา'],
    agency: 'Blue Cup Coffee',
    barcode: 'QR_CODE',
    format: 'TEXT',
    useAnswer: 'documented',
    looseInSecondRound: true,
  },
  // R5 CODE_128.
  {
    branch: 'ready',
    type: free,
    names: ['รับป๊อปคอร์นฟรี 1 ถัง', 'รับน้ำอัดลมฟรี 1 แก้ว'],
    agency: 'Starlight Cinema',
    barcode: 'CODE_128',
    format: 'TEXT',
    useAnswer: 'documented',
  },
  // R5 empty `Barcode`: the serial is shown as text only; U3: the use answer is a whole history row.
  {
    branch: 'ready',
    type: buy,
    names: ['กระเช้าผลไม้รวม', 'ชุดผักสดประจำสัปดาห์'],
    agency: 'Green Basket Market',
    barcode: '',
    format: 'TEXT',
    useAnswer: 'historyRow',
  },
  // R5 QR_CODE_WALLETCARD (drawn as a QR code); R13: a countdown of 15 minutes on the service's clock.
  {
    branch: 'readySoon',
    type: deal,
    names: ['ข้าวกล่องมื้อกลางวัน 99 บาท', 'อัปไซซ์ก๋วยเตี๋ยวเป็นชามพิเศษ'],
    agency: 'Noodle House',
    barcode: 'QR_CODE_WALLETCARD',
    format: 'TEXT',
    useAnswer: 'documented',
  },
  // R5 CODE_128_WALLETCARD; U2: a serial holding `/` and `#` in the redeem key. U3: the use answer has
  // no `CurrentDate` (count down from its arrival) and no `PrivilegeMessageEN` (the Thai message shows).
  {
    branch: 'ready',
    type: free,
    names: ['คูปองช้อปออนไลน์ 200 บาท', 'บัตรของขวัญ 500 บาท'],
    agency: 'Partner Web Store',
    barcode: 'CODE_128_WALLETCARD',
    format: 'TEXT',
    useAnswer: 'withoutCurrentDate',
    reservedCharacters: true,
  },
  // R9 used (`IsUsed`), A3: inside its `MinutesValidAfterUsed` window.
  {
    branch: 'usedActive',
    type: deal,
    names: ['ลาเต้เย็นลด 50%', 'เค้กประจำวันลด 30 บาท'],
    agency: 'Blue Cup Coffee',
    barcode: 'QR_CODE',
    format: 'TEXT',
    useAnswer: 'documented',
  },
  // R9 used, window over. T7 in round two (`IsUsed: "1"`-style spellings).
  {
    branch: 'usedDone',
    type: free,
    names: ['บัตรเข้าฟิตเนสฟรี 1 วัน', 'บริการผ้าขนหนูฟรี'],
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
    names: ['ตั๋วหนังราคาพิเศษ 120 บาท', 'ชุดป๊อปคอร์นคอมโบลด 50 บาท'],
    agency: 'Starlight Cinema',
    barcode: 'QR_CODE',
    format: 'TEXT',
    useAnswer: 'documented',
  },
  // R7 expired by `VoucherExpireDate` alone (`ExpireIn` still positive: the date is checked too).
  {
    branch: 'expiredByDate',
    type: free,
    names: ['รับที่คั่นหนังสือฟรี', 'รับกระเป๋าผ้าฟรี'],
    agency: 'Bookmark Store',
    barcode: 'CODE_128',
    format: 'TEXT',
    useAnswer: 'documented',
  },
  // R10 Draw waiting for its announcement (`HasWinner` false); no code, no use.
  {
    branch: 'drawWaiting',
    type: draw,
    names: ['ลุ้นรับจักรยานซิตี้ไบค์', 'ลุ้นดื่มกาแฟฟรีทั้งปี'],
    agency: 'Lucky Draw Club',
    barcode: '',
    format: 'TEXT',
    useAnswer: 'documented',
  },
  // R10 Draw won; R6 HTML: the prize message is markup to sanitise, not text. T7 in round two.
  {
    branch: 'drawWon',
    type: draw,
    names: ['ลุ้นรับบัตรคอนเสิร์ต', 'ลุ้นรับสมาร์ตวอทช์'],
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
    names: ['ลุ้นรับทริปเที่ยวเชียงใหม่', 'ลุ้นรับแท็บเล็ต'],
    agency: 'Lucky Draw Club',
    barcode: '',
    format: 'TEXT',
    useAnswer: 'documented',
  },
  // R7 an expired Draw is expired, not won, though `HasWinner` and `IsWinner` are both true.
  {
    branch: 'drawExpired',
    type: draw,
    names: ['ลุ้นรับคลาสทำอาหารไทย', 'ลุ้นรับแพ็กเกจสปา 1 วัน'],
    agency: 'Lucky Draw Club',
    barcode: '',
    format: 'HTML',
    useAnswer: 'documented',
  },
  // R11/R14 Interface: `Website` is the page for the web view; R6 URL: the message is that page too.
  {
    branch: 'interface',
    type: webView,
    names: ['แพ็กเกจดูหนังออนไลน์ 1 เดือน', 'ชุดอีบุ๊ก 3 เล่ม'],
    agency: 'Partner Web Store',
    barcode: '',
    format: 'URL',
    useAnswer: 'documented',
  },
  // R11/R14 Interface with an HTML message; U3: its use answer carries `Website` but no `CurrentDate`.
  {
    branch: 'interface',
    type: webView,
    names: ['เครดิตคอร์สเรียนออนไลน์', 'ฟังเพลงไม่อั้น 1 เดือน'],
    agency: 'Learn Online',
    barcode: '',
    format: 'HTML',
    useAnswer: 'withoutCurrentDate',
  },
  // R7 an expired Interface entry is expired, not openable, though it has a `Website`.
  {
    branch: 'interfaceExpired',
    type: webView,
    names: ['ตั๋วเข้าชมพิพิธภัณฑ์ออนไลน์', 'นิตยสารออนไลน์ 1 เดือน'],
    agency: 'Learn Online',
    barcode: '',
    format: 'URL',
    useAnswer: 'documented',
  },
  // R8 shipped: `IsShipped`, a `ParcelNo` and a `ShippingDate`, not yet `Delivered`; no use action.
  {
    branch: 'shipped',
    type: buy,
    names: ['แก้วเก็บความเย็น', 'หมอนรองคอสำหรับเดินทาง'],
    agency: 'Members Shop',
    barcode: '',
    format: 'TEXT',
    useAnswer: 'documented',
  },
  // R8 delivered: `Delivered` with its tracking number; no use action. T7 in round two.
  {
    branch: 'delivered',
    type: free,
    names: ['กระเป๋าผ้าสมาชิก', 'ร่มพับ'],
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
    names: ['ประมูลลูกฟุตบอลพร้อมลายเซ็น', 'ประมูลภาพพิมพ์ศิลปะ'],
    agency: 'Members Auction',
    barcode: 'QR_CODE',
    format: 'TEXT',
    useAnswer: 'documented',
  },
  // R4 Event (type 9), used.
  {
    branch: 'usedDone',
    type: event,
    names: ['บัตรเข้างานคืนพิเศษสำหรับสมาชิก', 'ที่นั่งคลาสทำอาหาร'],
    agency: 'Sky Lounge',
    barcode: 'QR_CODE',
    format: 'TEXT',
    useAnswer: 'documented',
  },
  // R4 Media (type 10), ready.
  {
    branch: 'ready',
    type: media,
    names: ['ชุดวอลเปเปอร์', 'ชุดสติกเกอร์ไลน์'],
    agency: 'Members Media',
    barcode: '',
    format: 'TEXT',
    useAnswer: 'documented',
  },
  // R5 empty `Barcode` on a ready Free voucher: opened, it shows its message with the serial as text.
  {
    branch: 'ready',
    type: free,
    names: ['ส่วนลด 100 บาท เมื่อช้อปครบ 1,000 บาท', 'ส่งฟรีไม่มีขั้นต่ำ'],
    agency: 'Members Shop',
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

/**
 * The privilege message in Thai (`PrivilegeMessage`, the service's language) and in English
 * (`PrivilegeMessageEN`), in the template's format: each in one language only.
 */
function messagesOf(template: Template, index: number, pagePath: string) {
  switch (template.format) {
    case 'URL':
      return { thai: pagePath, english: pagePath };
    case 'HTML':
      return {
        thai: `<p><strong>ยินดีด้วย!</strong> รับของรางวัลได้ที่ ${template.agency}</p><p>รหัสรับสิทธิ์: <serial></p>`,
        english: `<p><strong>Congratulations!</strong> Collect your prize at ${template.agency}.</p><p>Code: <serial></p>`,
      };
    case 'TEXT':
      // R3: half the rows carry the `<serial>` placeholder.
      return index % 2 === 0
        ? {
            thai: 'กรุณาแสดงรหัส <serial> แก่พนักงานที่เคาน์เตอร์',
            english: 'Please show code <serial> to the staff at the counter.',
          }
        : {
            thai: `กรุณาแสดงหน้าจอนี้แก่พนักงานที่ ${template.agency} เพื่อรับสิทธิ์`,
            english: `Please show this screen to the staff at ${template.agency} to receive your reward.`,
          };
  }
}

/**
 * The redemption history of `userId`, seeded at `now`: two rounds over every template (44 entries,
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
        defaultPrivilegeMessage: 'กรุณาแสดงรหัสก่อนชำระเงิน ใช้ได้ 1 ครั้งต่อสมาชิก',
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
