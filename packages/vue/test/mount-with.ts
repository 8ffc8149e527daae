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
