import type { LoyaltyPort } from '@loyalty-flows/core';
import { mount } from '@vue/test-utils';
import type { Component } from 'vue';
import { createLoyalty, type LoyaltySettings } from '../src';

/** Mounts a fixture component with the plugin installed. */
export function mountWith(
  component: Component,
  client: LoyaltyPort,
  settings: Omit<LoyaltySettings, 'client'> = {},
) {
  return mount(component, { global: { plugins: [createLoyalty({ client, ...settings })] } });
}

/** A port whose every method counts its calls and answers at once with a fixed, valid answer. */
export function countingPort() {
  const calls = { request: 0, list: 0, use: 0, notificationsList: 0, read: [] as string[][] };
  const contacts: unknown[] = [];
  const client: LoyaltyPort = {
    otp: {
      request: async (contact) => {
        calls.request += 1;
        contacts.push(contact);
        return { refCode: 'ABC123', expiresAt: Date.now() + 180_000 };
      },
      verify: async () => ({ token: 'token' }),
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
