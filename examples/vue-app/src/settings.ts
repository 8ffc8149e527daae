import { createLoyaltyClient } from '@loyalty-flows/client';
import { clientSettings } from '../../shared/client-settings';

/** The client for this app, against the sandbox unless `VITE_*` variables say otherwise. */
export const client = createLoyaltyClient(clientSettings(import.meta.env));
