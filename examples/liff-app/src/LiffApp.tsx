import { useState } from 'react';
import { App } from '../../react-app/src/App';
import { useTexts } from '../../react-app/src/texts';
import type { LiffSession } from './liff-session';

/**
 * The React example's pages under the member's LINE profile, with a close button that falls back to
 * "you can close this page" where `liff.closeWindow()` cannot close it (outside the LIFF browser).
 */
export function LiffApp({ session }: { session: LiffSession }) {
  const { t } = useTexts();
  const [stillOpen, setStillOpen] = useState(false);
  const { displayName, pictureUrl } = session.profile;
  // The greeting's words around the member's LINE name, which is LINE's data (marked as such).
  const greeting = t('liff.greeting', { name: '{name}' }).split('{name}');
  return (
    <>
      <div className="bar" data-testid="liff-profile">
        {pictureUrl ? <img src={pictureUrl} alt="" width={32} height={32} /> : null}
        <span className="grow">
          {greeting[0]}
          <span data-service-data="">{displayName}</span>
          {greeting[1]}
        </span>
        <button
          type="button"
          className="secondary"
          data-testid="liff-close"
          onClick={() => void session.close().then((closed) => setStillOpen(!closed))}
        >
          {t('liff.close')}
        </button>
      </div>
      {stillOpen ? (
        <p role="status" className="card" data-testid="liff-can-close">
          {t('liff.canClose')}
        </p>
      ) : null}
      <App />
    </>
  );
}
