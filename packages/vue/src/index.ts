/** Vue bindings for loyalty-flows: a plugin, one composable per flow, the types and texts components need. */

export * from '@loyalty-flows/core/app';
export * from './composables';
export { createLoyalty, type LoyaltySettings } from './loyalty-plugin';
export { useFlowView } from './use-flow';
