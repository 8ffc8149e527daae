import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// The app calls the service on its own origin; the dev and preview servers forward to the sandbox:
// the contract under /api, and the campaign and category details notifications open (shared/catalog.ts).
const sandbox = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8787';
const forward = { target: sandbox, changeOrigin: true };
const proxy = { '/api': forward, '/__sandbox/campaigns': forward, '/__sandbox/categories': forward };

export default defineConfig({
  plugins: [react()],
  // Workspace packages from their TypeScript source (no build needed), plus Vite's own conditions.
  resolve: { conditions: ['@loyalty-flows/source', ...defaultClientConditions] },
  server: { port: Number(process.env.REACT_APP_PORT ?? 5173), strictPort: true, proxy },
  preview: { proxy },
});
