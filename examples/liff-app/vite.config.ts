import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// As the React app: the service on the app's own origin, forwarded to the sandbox by the dev and
// preview servers (in LINE, the LIFF endpoint's origin serves both the app and the service's proxy).
const sandbox = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8787';
const forward = { target: sandbox, changeOrigin: true };
const proxy = { '/api': forward, '/__sandbox/campaigns': forward, '/__sandbox/categories': forward };

export default defineConfig({
  plugins: [react()],
  resolve: {
    conditions: ['@loyalty-flows/source', ...defaultClientConditions],
    // The React app's pages are imported from its folder: one React and one binding for both.
    dedupe: ['react', 'react-dom', '@loyalty-flows/react'],
  },
  server: { port: Number(process.env.LIFF_APP_PORT ?? 5175), strictPort: true, proxy },
  preview: { proxy },
});
