import { placeholderImage } from '../seed/placeholder-image';
import { createSeededRandom, type SeededRandom } from '../seed/seeded-random';
import { type CampaignTypeCode, campaignTypeCodes, type StoredRedemption } from './redemption';

/** Every status branch a client must handle (wire-notes.md, "status rules"). */
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
  | 'interface';

interface Template {
  branch: Branch;
  type: CampaignTypeCode;
  /** The name in the first and in the second round of the seed. */
  names: readonly [string, string];
  agency: string;
  /**
   * A serial with `/` and `#`, so every client must percent-encode the redeem key in the use path.
   * Only in the first round: one such entry is enough.
   */
  reservedCharacters?: true;
}

const { draw, free, deal, buy, bid, interface: webView, event, media } = campaignTypeCodes;

const templates: readonly Template[] = [
  {
    branch: 'ready',
    type: deal,
    names: ['Two drinks for one', 'Half-price pastry'],
    agency: 'Blue Cup Coffee',
  },
  { branch: 'ready', type: free, names: ['Free popcorn', 'Free soft drink'], agency: 'Starlight Cinema' },
  {
    branch: 'ready',
    type: buy,
    names: ['Fruit basket', 'Weekend grocery box'],
    agency: 'Green Basket Market',
  },
  {
    branch: 'readySoon',
    type: deal,
    names: ['Lunch set 99 THB', 'Noodle bowl upgrade'],
    agency: 'Noodle House',
  },
  {
    branch: 'ready',
    type: free,
    names: ['Partner web voucher', 'Partner gift card'],
    agency: 'Partner Web Store',
    reservedCharacters: true,
  },
  {
    branch: 'usedActive',
    type: deal,
    names: ['Iced latte 50% off', 'Cake of the day'],
    agency: 'Blue Cup Coffee',
  },
  { branch: 'usedDone', type: free, names: ['Free day pass', 'Free towel service'], agency: 'City Fitness' },
  {
    branch: 'expiredByExpireIn',
    type: deal,
    names: ['Movie ticket 120 THB', 'Combo set'],
    agency: 'Starlight Cinema',
  },
  {
    branch: 'expiredByDate',
    type: free,
    names: ['Free bookmark', 'Free tote bag'],
    agency: 'Bookmark Store',
  },
  {
    branch: 'drawWaiting',
    type: draw,
    names: ['Win a city bike', 'Win a year of coffee'],
    agency: 'Lucky Draw Club',
  },
  {
    branch: 'drawWon',
    type: draw,
    names: ['Win concert tickets', 'Win a smartwatch'],
    agency: 'Lucky Draw Club',
  },
  {
    branch: 'drawLost',
    type: draw,
    names: ['Win a holiday trip', 'Win a tablet'],
    agency: 'Lucky Draw Club',
  },
  {
    branch: 'interface',
    type: webView,
    names: ['Streaming month pass', 'E-book bundle'],
    agency: 'Partner Web Store',
  },
  {
    branch: 'interface',
    type: webView,
    names: ['Online course credit', 'Music month pass'],
    agency: 'Learn Online',
  },
  {
    branch: 'ready',
    type: bid,
    names: ['Auction: signed football', 'Auction: art print'],
    agency: 'Members Auction',
  },
  {
    branch: 'usedDone',
    type: event,
    names: ['Member night entry', 'Cooking class seat'],
    agency: 'Sky Lounge',
  },
  { branch: 'ready', type: media, names: ['Wallpaper pack', 'Sticker set'], agency: 'Members Media' },
];

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const serialAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

type Timeline = Pick<
  StoredRedemption,
  'usedDate' | 'voucherExpireDate' | 'expiresAt' | 'hasWinner' | 'isWinner' | 'minutesValidAfterUsed'
>;

/** Absolute times of one branch, relative to the moment the user's data was seeded. */
function timelineOf(branch: Branch, now: number, redeemDate: number, random: SeededRandom): Timeline {
  const base: Timeline = {
    usedDate: null,
    voucherExpireDate: now + 30 * day,
    expiresAt: now + random.int(6, 72) * hour,
    hasWinner: false,
    isWinner: false,
    minutesValidAfterUsed: random.pick([10, 15, 30] as const),
  };
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
      // `ExpireIn` still positive: only the date says expired, which the status rule checks first.
      return { ...base, voucherExpireDate: now - hour, expiresAt: now + 5 * day };
    case 'drawWaiting':
      return { ...base, voucherExpireDate: null, expiresAt: null };
    case 'drawWon':
      return { ...base, voucherExpireDate: null, expiresAt: null, hasWinner: true, isWinner: true };
    case 'drawLost':
      return { ...base, voucherExpireDate: null, expiresAt: null, hasWinner: true, isWinner: false };
    case 'interface':
      return { ...base, voucherExpireDate: null, expiresAt: null, minutesValidAfterUsed: 0 };
  }
}

function serialOf(template: Template, round: number, random: SeededRandom): string {
  if (template.reservedCharacters === true && round === 0) {
    return `PTR/${random.chars(serialAlphabet, 4)}#${random.chars(serialAlphabet, 2)}`;
  }
  return `SBX${random.chars(serialAlphabet, 8)}`;
}

const displays = [
  { barcode: 'barcode', privilegeMessageFormat: 'barcode' },
  { barcode: 'qrcode', privilegeMessageFormat: 'qrcode' },
  { barcode: 'serial', privilegeMessageFormat: 'text' },
] as const;

/**
 * The redemption history of `userId`, seeded at `now`: two rounds over every template (34 entries,
 * newest first), covering every campaign type and status branch. Deterministic for a user and a time.
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
      const display = displays[index % displays.length] ?? displays[0];
      const withPlaceholder = index % 2 === 0;
      const timeline = timelineOf(template.branch, now, redeemDate, random);
      entries.push({
        redeemKey: `${campaignId}_${serial}`,
        campaignId,
        itemNumber: random.int(1, 999),
        name: template.names[round] ?? template.names[0],
        type: template.type,
        agencyName: template.agency,
        serial,
        ...display,
        privilegeMessage: withPlaceholder
          ? 'Show this code at the counter: <serial>'
          : `Show this screen at ${template.agency} to receive your reward.`,
        defaultPrivilegeMessage: 'Present the code before paying. One use per member.',
        redeemDate,
        ...timeline,
        imageUrl: placeholderImage(template.agency.charAt(0), (index * 37) % 360),
        website:
          template.branch === 'interface'
            ? `https://example.com/rewards/${campaignId}?item=${encodeURIComponent(template.names[round] ?? '')}`
            : null,
        redeemCount: 1,
        useCount: timeline.usedDate === null ? 0 : 1,
      });
    }
  }
  return entries;
}
