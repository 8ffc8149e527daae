/**
 * Vue bindings for loyalty-flows: a plugin for the client and one composable per flow. Re-exports
 * `@loyalty-flows/core`.
 */

export * from '@loyalty-flows/core';
export * from './composables';
export { createLoyalty, type LoyaltySettings } from './loyalty-plugin';
export * from './use-flow';
