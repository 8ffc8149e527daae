import { createLoyaltyClient } from '@loyalty-flows/client';
import { createLoyalty } from '@loyalty-flows/vue';

/** The documented setup, `app.use(createLoyalty({ client }))`, as a Nuxt plugin (server and browser). */
export default defineNuxtPlugin((nuxtApp) => {
  const client = createLoyaltyClient({
    baseURL: useRuntimeConfig().public.loyaltyBaseUrl,
    subscriptionKey: 'sandbox-subscription-key',
    appId: 'sandbox-app',
    token: 'sandbox-token',
  });
  nuxtApp.vueApp.use(createLoyalty({ client }));
});
