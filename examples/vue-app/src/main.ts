import { createLoyalty } from '@loyalty-flows/vue';
import { createApp } from 'vue';
import App from './App.vue';
import { inspect, now } from './inspect';
import { client, inboxOptions } from './settings';
import { flowTables, lang } from './texts';
import '../../shared/fonts';
import '../../shared/styles.css';

// The views describe themselves in the current language: a getter, so a switch reaches them at once.
createApp(App)
  .use(
    createLoyalty({
      client,
      inspect,
      now,
      messages: () => flowTables[lang.value],
      notifications: inboxOptions,
    }),
  )
  .mount('#app');
