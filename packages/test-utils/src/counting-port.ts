import type {
  Contact,
  Notification,
  OtpRequestResult,
  OtpVerifyResult,
  Redemption,
  RedemptionUse,
} from '@loyalty-flows/domain';

/** How often each method of a {@link countingPort} was called, and with which read ids. */
export interface PortCalls {
  request: number;
  verify: number;
  list: number;
  use: number;
  notificationsList: number;
  read: string[][];
}

/** The service as the machines call it (structurally core's `LoyaltyPort`; test-utils cannot import core). */
export interface CountingClient {
  otp: {
    request(contact: Contact): Promise<OtpRequestResult>;
    verify(input: unknown): Promise<OtpVerifyResult>;
  };
  redemptions: {
    list(query: unknown): Promise<Redemption[]>;
    use(redeemKey: string): Promise<RedemptionUse>;
  };
  notifications: {
    list(query: unknown): Promise<Notification[]>;
    read(ids: readonly string[]): Promise<void>;
  };
}

/**
 * A fake service for binding tests: every method counts its calls and answers at once with a fixed,
 * valid answer (one ready voucher, two unread notifications); `contacts` lists who codes went to.
 *
 * @example const { client, calls } = countingPort(); render(<LoyaltyProvider client={client}>…);
 */
export function countingPort() {
  const calls: PortCalls = { request: 0, verify: 0, list: 0, use: 0, notificationsList: 0, read: [] };
  const contacts: Contact[] = [];
  const message = (id: string, text: string): Notification => ({
    id,
    type: 'message',
    isRead: false,
    createdAt: 0,
    text,
    target: { kind: 'text' },
  });
  const client: CountingClient = {
    otp: {
      request: async (contact) => {
        calls.request += 1;
        contacts.push(contact);
        return { refCode: 'ABC123', expiresAt: Date.now() + 180_000 };
      },
      verify: async () => {
        calls.verify += 1;
        return { token: 'token' };
      },
    },
    redemptions: {
      list: async () => {
        calls.list += 1;
        return [
          {
            redeemKey: 'free-1',
            name: 'Free coffee',
            campaignType: 'free',
            campaignTypeCode: 1,
            status: 'ready',
            symbology: 'qr',
            contentKind: 'text',
            expiresAt: Date.now() + 60_000,
          },
        ];
      },
      use: async () => {
        calls.use += 1;
        return { serial: 'SERIAL-1', expiresAt: Date.now() + 60_000 };
      },
    },
    notifications: {
      list: async () => {
        calls.notificationsList += 1;
        return [message('n-1', 'Hello'), message('n-2', 'Again')];
      },
      read: async (ids) => {
        calls.read.push([...ids]);
      },
    },
  };
  return { client, calls, contacts };
}
