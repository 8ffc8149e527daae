import { inspecting, setInspecting } from '../../shared/inspect-switch';
import { NotificationsPage } from './pages/NotificationsPage';
import { OtpPage } from './pages/OtpPage';
import { RedemptionsPage } from './pages/RedemptionsPage';
import { routes, useRoute } from './router';

const pages = { '/otp': OtpPage, '/redemptions': RedemptionsPage, '/notifications': NotificationsPage };

export function App() {
  const [path, go] = useRoute();
  const Page = pages[path];
  return (
    <>
      <header className="bar">
        <strong>loyalty-flows</strong>
        <nav aria-label="Flows">
          {routes.map((route) => (
            <a
              key={route.path}
              href={route.path}
              aria-current={route.path === path ? 'page' : undefined}
              onClick={(event) => {
                event.preventDefault();
                go(route.path);
              }}
            >
              {route.label}
            </a>
          ))}
        </nav>
        <label className="switch">
          <input
            type="checkbox"
            checked={inspecting}
            onChange={(event) => setInspecting(event.target.checked)}
          />
          Inspect
        </label>
      </header>
      <main>
        <Page />
      </main>
    </>
  );
}
