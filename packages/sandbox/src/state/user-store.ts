import { createBoundedMap } from '../kit/bounded-map';
import { seedNotifications } from '../noti/noti-seed';
import type { StoredNotification } from '../noti/notification';
import { seedRedemptions } from '../redeem/redeem-seed';
import type { StoredRedemption } from '../redeem/redemption';

/** One user's data: seeded on first touch, then changed by use and read. */
interface UserData {
  /** Newest first. */
  redemptions: StoredRedemption[];
  redemptionsByKey: Map<string, StoredRedemption>;
  notifications: StoredNotification[];
  notificationsByRowKey: Map<string, StoredNotification>;
}

/** The data of every user the sandbox has seen. */
export interface UserStore {
  /** The data of `userId`, seeded at `now` if this is the user's first request. */
  dataOf(userId: string, now: number): UserData;
  /** Forgets every change: each user is seeded again on the next request. */
  reset(): void;
}

/** Users whose data is kept at most; past it the least recently seen is seeded afresh on return. */
const maxUsers = 1_000;

/** Creates the {@link UserStore}. */
export function createUserStore(limit = maxUsers): UserStore {
  const users = createBoundedMap<string, UserData>(limit);
  return {
    dataOf(userId, now) {
      let data = users.get(userId);
      if (data === undefined) {
        const redemptions = seedRedemptions(userId, now);
        const notifications = seedNotifications(userId, now);
        data = {
          redemptions,
          redemptionsByKey: new Map(redemptions.map((entry) => [entry.redeemKey, entry])),
          notifications,
          notificationsByRowKey: new Map(notifications.map((item) => [item.rowKey, item])),
        };
        users.set(userId, data);
      }
      return data;
    },
    reset() {
      users.clear();
    },
  };
}
