import type { LoyaltyPort } from '@loyalty-flows/core';
import { render } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import type { LoyaltySettings } from '../src';
import { LoyaltyProvider } from '../src';

/** Both ways every suite runs: React StrictMode (double mount in development) and without it. */
export const modes = [
  ['StrictMode', true],
  ['no StrictMode', false],
] as const;

/** Renders `ui` under the provider, in StrictMode when asked. */
export function renderWith(
  ui: ReactNode,
  client: LoyaltyPort,
  strict: boolean,
  settings: Omit<LoyaltySettings, 'client'> = {},
) {
  const tree = (
    <LoyaltyProvider client={client} {...settings}>
      {ui}
    </LoyaltyProvider>
  );
  return render(strict ? <StrictMode>{tree}</StrictMode> : tree);
}

/** A port whose every method counts its calls and answers at once with a fixed, valid answer. */
export function countingPort() {
  const calls: PortCalls = { request: 0, verify: 0, list: 0, use: 0, notificationsList: 0, read: [] };
  const contacts: unknown[] = [];
  const client: LoyaltyPort = {
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
        return [
          {
            id: 'n-1',
            type: 'message',
            isRead: false,
            createdAt: 0,
            text: 'Hello',
            target: { kind: 'text' },
          },
          {
            id: 'n-2',
            type: 'message',
            isRead: false,
            createdAt: 0,
            text: 'Again',
            target: { kind: 'text' },
          },
        ];
      },
      read: async (ids) => {
        calls.read.push([...ids]);
      },
    },
  };
  return { client, calls, contacts };
}

interface PortCalls {
  request: number;
  verify: number;
  list: number;
  use: number;
  notificationsList: number;
  read: string[][];
}
