'use client';
/**
 * React bindings for loyalty-flows: a provider for the client and one hook per flow, with the types
 * and texts a component needs.
 */

export * from '@loyalty-flows/core/app';
export * from './hooks';
export { LoyaltyProvider, type LoyaltySettings } from './loyalty-provider';
export { useFlowView } from './use-flow';
