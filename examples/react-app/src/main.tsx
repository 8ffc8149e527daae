import { LoyaltyProvider } from '@loyalty-flows/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { inspect } from './inspect';
import { client } from './settings';
import '../../shared/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <LoyaltyProvider client={client} inspect={inspect}>
      <App />
    </LoyaltyProvider>
  </StrictMode>,
);
