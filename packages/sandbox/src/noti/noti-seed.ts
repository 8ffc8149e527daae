/**
 * The seeded notifications. Each type's payload is in the casing the real service uses; the comment
 * on each names the fact of docs/wire-format.md it teaches. The texts are in Thai, one language per
 * text, as a Thai brand sends them: a notification has no English field (N2, N3).
 */

import { seeded } from '../seed/catalog';
import { placeholderImage } from '../seed/placeholder-image';
import { createSeededRandom, type SeededRandom, userLabel } from '../seed/seeded-random';
import { interfacePagePath } from '../wire/page-paths';
import type { NotificationObjectType, StoredNotification } from './notification';

const hour = 3_600_000;
const day = 24 * hour;

type Content = Pick<StoredNotification, 'object' | 'objectCampaignId' | 'objectCategoryId' | 'linkPath'>;

const none = { objectCampaignId: null, objectCategoryId: null } as const;

/** A dashboard notification's text, by its `key`. */
const dashboardMessages = {
  points: 'สรุปคะแนนประจำเดือนของคุณพร้อมแล้ว',
  coupons: 'สรุปคูปองของคุณพร้อมแล้ว',
  tier: 'สรุประดับสมาชิกของคุณพร้อมแล้ว',
} as const;

/** The `Object` payload of each type, and the ids it is about. */
const contentOf: Record<NotificationObjectType, (index: number, random: SeededRandom) => Content> = {
  // N3: campaign carries `ID`, `Name`, `FullImageUrl`, `AgencyName`, `CategoryId`; N4: opens the campaign.
  campaign: (index) => {
    const { Detail: _detail, ...object } = seeded.campaign(index);
    return { object, objectCampaignId: object.ID, objectCategoryId: object.CategoryId };
  },
  // N3: cat carries `ID` and `Name`; N4: opens the category.
  cat: (index) => {
    const object = seeded.category(index);
    return { object: { ...object }, objectCampaignId: null, objectCategoryId: object.ID };
  },
  // N3: event carries `ID`, `Name` and more; N4: opens that campaign.
  event: (index) => {
    const { ID, Name, AgencyName } = seeded.event(index);
    return { object: { ID, Name, AgencyName }, objectCampaignId: ID, objectCategoryId: null };
  },
  // N3: link carries lower-case `message` and `url`; N4: opens the URL (a sandbox page: no internet needed).
  link: (index) => ({
    object: { message: 'จดหมายข่าวสมาชิกฉบับเดือนนี้มาแล้ว แตะเพื่ออ่าน' },
    linkPath: interfacePagePath(`news-${index}`),
    ...none,
  }),
  // N3: message carries lower-case `message`; N4: text only.
  message: (_index, random) => ({
    object: {
      message: random.pick([
        'ขอบคุณที่เป็นสมาชิกกับเรามาครบ 1 ปี',
        'คะแนนบางส่วนของคุณจะหมดอายุสิ้นเดือนนี้ อย่าลืมแลกของรางวัล',
        'ข้อมูลโปรไฟล์ของคุณครบถ้วนแล้ว',
      ] as const),
    },
    ...none,
  }),
  // N3: dashboard carries `message` and `key`.
  dashboard: (_index, random) => {
    const key = random.pick(['points', 'coupons', 'tier'] as const);
    return { object: { message: dashboardMessages[key], key }, ...none };
  },
  // N3: comment carries `Message` with a capital M.
  comment: () => ({
    object: { Message: 'ทีมงานตอบกลับความคิดเห็นของคุณแล้ว' },
    ...none,
  }),
  // N3: badge uses lower-case keys: `name`.
  badge: (_index, random) => ({
    object: { name: random.pick(['คอกาแฟตัวจริง', 'สายตื่นเช้า', 'นักสำรวจ'] as const) },
    ...none,
  }),
  // N2 names `earn` without its payload; the sandbox gives it a lower-case `message`, like message (an assumption).
  earn: (_index, random) => ({ object: { message: `คุณได้รับ ${random.int(5, 200)} คะแนน` }, ...none }),
};

/** The nine types, in the order of {@link contentOf}. */
const typeOrder = Object.keys(contentOf) as NotificationObjectType[];
/** Each of the nine types this many times. */
const perType = 5;

/**
 * The notifications of `userId`, seeded at `now`: 45 items, newest first, every type read and
 * unread. Deterministic for a user and a time.
 */
export function seedNotifications(userId: string, now: number): StoredNotification[] {
  const random = createSeededRandom(`notifications:${userId}`);
  const partitionKey = `member-${userLabel(userId)}`;
  const types = Array.from({ length: perType }, () => typeOrder).flat();
  return types.map((objectType, index) => {
    const createTime = now - (index + 1) * 5 * hour - random.int(0, 3_599) * 1000;
    return {
      rowKey: `${partitionKey}-${String(index).padStart(3, '0')}`,
      partitionKey,
      objectType,
      // Two in five read: 5 is coprime to the 9-type cycle, so every type has read and unread items.
      isRead: index % 5 === 1 || index % 5 === 3,
      createTime,
      // Every fourth has no expiry: 0 on the wire (T7).
      expireDate: index % 4 === 0 ? null : createTime + 30 * day,
      // T7: the oldest nine spell `IsRead` as 1 / 0.
      looseTypes: index >= types.length - typeOrder.length,
      imagePath: placeholderImage(objectType.charAt(0).toUpperCase(), (index * 53) % 360),
      ...contentOf[objectType](index, random),
    };
  });
}
