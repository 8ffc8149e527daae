'use client';
/** React bindings for loyalty-flows: a provider, one hook per flow, the types and texts components need. */

export * from '@loyalty-flows/core/app';
export * from './hooks';
export { LoyaltyProvider, type LoyaltyProviderProps, type LoyaltySettings } from './loyalty-provider';
export { useFlowView } from './use-flow';
