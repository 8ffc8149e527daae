import { createLoyaltyClient } from '@loyalty-flows/client';
import { clientSettings } from '../../shared/client-settings';
import { webViewPolicy } from '../../shared/web-view';

/** The client for this app, against the sandbox unless `VITE_*` variables say otherwise. */
export const client = createLoyaltyClient(clientSettings(import.meta.env));

/** Which pages the web view may open (`VITE_WEB_VIEW_HOSTS`, default loopback). */
export const webView = webViewPolicy(import.meta.env);
