import { useUnreadCount } from '@loyalty-flows/react';
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
  const { t, flow, num } = useTexts();
  // The app's one inbox (the provider's): the navigation shows its unread count on every page, and
  // the inbox page reads the same list. "+" while pages not loaded yet may hold more.
  const unread = useUnreadCount();
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
              {route.path === '/notifications' && unread.count > 0 ? (
                <span className="count" data-testid="nav-unread" data-complete={unread.complete}>
                  <span aria-hidden="true">
                    {num(unread.count)}
                    {unread.complete ? '' : '+'}
                  </span>
                  <span className="visually-hidden">
                    {flow('notifications.unread', { count: num(unread.count) })}
                  </span>
                </span>
              ) : null}
            </a>
          ))}
        </nav>
      </header>
      <main>
        {path === '/otp' ? <OtpPage onContinue={() => go('/redemptions')} /> : null}
        {path === '/redemptions' ? <RedemptionsPage /> : null}
        {path === '/notifications' ? <NotificationsPage /> : null}
      </main>
    </>
  );
}
