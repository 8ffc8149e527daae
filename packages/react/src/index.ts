/**
 * React bindings for loyalty-flows: a provider for the client and one hook per flow. Re-exports
 * `@loyalty-flows/core`.
 */

export * from '@loyalty-flows/core';
export * from './hooks';
export { LoyaltyProvider, type LoyaltySettings } from './loyalty-provider';
export * from './use-flow';
