import { createLoyaltyClient } from '@loyalty-flows/client';
import { clientSettings } from '../../shared/client-settings';
import { webViewPolicyOf } from '../../shared/web-view';
import { now } from './inspect';

/**
 * The client for this app, against the sandbox unless `VITE_*` variables say otherwise; on the review
 * clock while a review moves time, so a Retry-After counts on the same clock as the machines.
 */
export const client = createLoyaltyClient({ ...clientSettings(import.meta.env), now });

/** Which pages the web view may open (`VITE_WEB_VIEW_HOSTS`, default loopback). */
export const webViewPolicy = webViewPolicyOf(import.meta.env);

/** The app's one inbox, which the navigation's badge and the inbox page share (the plugin's). */
export const inboxOptions = { pollIntervalMs: 60_000, webViewPolicy };
