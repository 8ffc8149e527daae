import { LoyaltyProvider } from '@loyalty-flows/react';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { applyLanguage, initialLanguage } from '../../shared/language';
import { appText, type Lang } from '../../shared/texts';
import { App } from './App';
import { inspect, now } from './inspect';
import { client, inboxOptions } from './settings';
import { flowTables, TextsProvider } from './texts';
import '../../shared/fonts';
import '../../shared/styles.css';

/** The app in the chosen language: the flows' views and the app's own texts follow it. */
function Root() {
  const [lang, setLang] = useState<Lang>(initialLanguage);
  useEffect(() => applyLanguage(lang, appText(lang, 'app.title', { framework: 'React' })), [lang]);
  return (
    <LoyaltyProvider
      client={client}
      inspect={inspect}
      now={now}
      messages={flowTables[lang]}
      notifications={inboxOptions}
    >
      <TextsProvider lang={lang} setLang={setLang}>
        <App />
      </TextsProvider>
    </LoyaltyProvider>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
