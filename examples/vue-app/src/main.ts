import { createLoyalty } from '@loyalty-flows/vue';
import { createApp } from 'vue';
import App from './App.vue';
import { inspect } from './inspect';
import { client } from './settings';
import '../../shared/styles.css';

createApp(App).use(createLoyalty({ client, inspect })).mount('#app');
