import { placeholderImage } from '../seed/placeholder-image';
import { createSeededRandom, type SeededRandom, userLabel } from '../seed/seeded-random';
import type { NotificationObjectType, StoredNotification } from './notification';

const hour = 3_600_000;
const day = 24 * hour;

interface Content {
  message: string;
  object: StoredNotification['object'];
}

const campaignNames = ['Double points weekend', 'Coffee festival', 'Movie Monday', 'Healthy month'] as const;
const categoryNames = ['Food & drink', 'Entertainment', 'Shopping', 'Travel'] as const;
const eventNames = ['Members night', 'Running club', 'Cooking class', 'Book fair'] as const;

/** The text and `Object` payload of each type (campaign/cat/event: `ID`, `Name`; link: `message`, `url`; …). */
const contentOf: Record<NotificationObjectType, (index: number, random: SeededRandom) => Content> = {
  campaign: (index, random) => {
    const name = random.pick(campaignNames);
    return { message: `New campaign: ${name}`, object: { ID: 30_000 + index, Name: name } };
  },
  cat: (index, random) => {
    const name = random.pick(categoryNames);
    return { message: `New rewards in ${name}`, object: { ID: 400 + (index % 40), Name: name } };
  },
  event: (index, random) => {
    const name = random.pick(eventNames);
    return { message: `You are invited: ${name}`, object: { ID: 50_000 + index, Name: name } };
  },
  link: (index) => {
    const message = 'Read the member newsletter';
    return { message, object: { message, url: `https://example.com/newsletter/${index}` } };
  },
  message: (_index, random) => {
    const message = random.pick([
      'Thank you for being a member.',
      'Your points expire at the end of the month.',
      'Your profile is complete.',
    ] as const);
    return { message, object: { message } };
  },
  dashboard: (_index, random) => {
    const key = random.pick(['points', 'coupons', 'tier'] as const);
    const message = `Your ${key} summary is ready`;
    return { message, object: { message, key } };
  },
  point: (_index, random) => {
    const message = `You earned ${random.int(5, 200)} points`;
    return { message, object: { message } };
  },
};

const typeOrder: readonly NotificationObjectType[] = [
  'campaign',
  'cat',
  'event',
  'link',
  'message',
  'dashboard',
];
/** Each of the six contract types this many times, and a type the contract does not name. */
const perType = 7;
const unnamedTypeCount = 2;

/**
 * The notifications of `userId`, seeded at `now`: 44 items, newest first, every contract type read
 * and unread, plus two of a type the contract does not name. Deterministic for a user and a time.
 */
export function seedNotifications(userId: string, now: number): StoredNotification[] {
  const random = createSeededRandom(`notifications:${userId}`);
  const partitionKey = `member-${userLabel(userId)}`;
  const types = [
    ...Array.from({ length: perType }, () => typeOrder).flat(),
    ...Array.from({ length: unnamedTypeCount }, (): NotificationObjectType => 'point'),
  ];
  return types.map((objectType, index) => {
    const createTime = now - (index + 1) * 5 * hour - random.int(0, 3_599) * 1000;
    const content = contentOf[objectType](index, random);
    return {
      rowKey: `${partitionKey}-${String(index).padStart(3, '0')}`,
      partitionKey,
      objectType,
      // Two in five read: 5 is coprime to the 6-type cycle, so every type has read and unread items.
      isRead: index % 5 === 1 || index % 5 === 3,
      createTime,
      expireDate: index % 4 === 0 ? null : createTime + 30 * day,
      imagePath: placeholderImage(objectType.charAt(0).toUpperCase(), (index * 53) % 360),
      ...content,
    };
  });
}
