/**
 * Vue bindings for loyalty-flows: a plugin for the client and one composable per flow, with the types
 * and texts a component needs.
 */

export * from '@loyalty-flows/core/app';
export * from './composables';
export { createLoyalty, type LoyaltySettings } from './loyalty-plugin';
export { useFlowView } from './use-flow';
