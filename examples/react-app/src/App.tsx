import { useUnreadCount } from '@loyalty-flows/react';
import { useState } from 'react';
import { LanguageSwitch } from './components/LanguageSwitch';
import { NotificationsPage } from './pages/NotificationsPage';
import { OtpPage } from './pages/OtpPage';
import { RedemptionsPage } from './pages/RedemptionsPage';
import { routes, useRoute } from './router';
import { useTexts } from './texts';

/**
 * The shell: the navigation (with the unread count), the language switch, the page. Inspection has no
 * control here: a reviewer opens the app with `?inspect` (shared/inspect-switch.ts).
 */
export function App() {
  const [path, go] = useRoute();
  const { t, num, unreadWords } = useTexts();
  // The app's one inbox (the provider's): the navigation shows its unread count, and the inbox page
  // reads the same list. The count is the first page's, so paging never changes it; "+" when more
  // pages may hold more ("at least").
  const unread = useUnreadCount();
  // On the sign-in page, until the member has signed in, there is nothing of theirs to count.
  const [signedIn, setSignedIn] = useState(false);
  const showsCount = unread.count > 0 && (path !== '/otp' || signedIn);
  const unreadShown = `${num(unread.count)}${unread.complete ? '' : '+'}`;
  return (
    <>
      <header className="bar">
        <span className="brand">{t('app.name')}</span>
        <div className="tools">
          <LanguageSwitch />
        </div>
        <nav aria-label={t('app.sections')}>
          {routes.map((route) => (
            <a
              key={route.path}
              href={route.path}
              data-testid={`nav-${route.path.slice(1)}`}
              aria-current={route.path === path ? 'page' : undefined}
              onClick={(event) => {
                event.preventDefault();
                go(route.path);
              }}
            >
              {t(route.label)}
              {route.path === '/notifications' && showsCount ? (
                <span className="count" data-testid="nav-unread" data-complete={unread.complete}>
                  <span aria-hidden="true">{unreadShown}</span>
                  <span className="visually-hidden">{unreadWords(unread)}</span>
                </span>
              ) : null}
            </a>
          ))}
        </nav>
      </header>
      <main>
        {path === '/otp' ? <OtpPage onContinue={() => go('/redemptions')} onSignedIn={setSignedIn} /> : null}
        {path === '/redemptions' ? <RedemptionsPage onOpenInbox={() => go('/notifications')} /> : null}
        {path === '/notifications' ? <NotificationsPage /> : null}
      </main>
    </>
  );
}
