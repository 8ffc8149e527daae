// https://nuxt.com/docs/api/configuration/nuxt-config
export default defineNuxtConfig({
  compatibilityDate: '2025-07-15',
  devtools: { enabled: true },
  runtimeConfig: {
    // NUXT_PUBLIC_LOYALTY_BASE_URL overrides it when the built server starts.
    public: { loyaltyBaseUrl: 'http://127.0.0.1:8787' },
  },
});
