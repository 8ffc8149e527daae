import { LoyaltyProvider } from '@loyalty-flows/react';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { inspect } from '../../react-app/src/inspect';
import { client, inboxOptions } from '../../react-app/src/settings';
import { flowTables, TextsProvider } from '../../react-app/src/texts';
import { WebPageOpener } from '../../react-app/src/web-page-opener';
import { applyLanguage, initialLanguage } from '../../shared/language';
import { appText, type Lang } from '../../shared/texts';
import { deepLinkRoute } from './deep-link';
import { LiffApp } from './LiffApp';
import { type LiffSession, startLiff } from './liff-session';
import '../../shared/fonts';
import '../../shared/styles.css';

/** The app in the chosen language, once LIFF has started. */
function Root({ session }: { session: LiffSession }) {
  const [lang, setLang] = useState<Lang>(initialLanguage);
  useEffect(() => applyLanguage(lang, appText(lang, 'app.title', { framework: 'LINE' })), [lang]);
  // The provider hands every flow its settings as the environment: the redemption flow calls
  // `openWebPage`, so reward pages open in LINE's browser.
  return (
    <LoyaltyProvider
      client={client}
      inspect={inspect}
      messages={flowTables[lang]}
      openWebPage={session.openWebPage}
      notifications={inboxOptions}
    >
      <WebPageOpener.Provider value={session.openWebPage}>
        <TextsProvider lang={lang} setLang={setLang}>
          <LiffApp session={session} />
        </TextsProvider>
      </WebPageOpener.Provider>
    </LoyaltyProvider>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const deepLink = deepLinkRoute(window.location.search);
startLiff(import.meta.env).then(
  (session) => {
    // The deep link's page, with `liff.state` gone from the address (a reload stays there).
    if (deepLink) window.history.replaceState(null, '', deepLink);
    createRoot(root).render(
      <StrictMode>
        <Root session={session} />
      </StrictMode>,
    );
  },
  () => {
    // No LIFF, no app: say so in both languages instead of a blank page.
    const failed = document.createElement('p');
    failed.setAttribute('role', 'alert');
    failed.dataset.testid = 'liff-failed';
    failed.textContent = `${appText('th', 'liff.failed')} ${appText('en', 'liff.failed')}`;
    root.append(failed);
  },
);
