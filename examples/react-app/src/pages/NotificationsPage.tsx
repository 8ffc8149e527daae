import { useNotifications } from '@loyalty-flows/react';
import { day } from '../../../shared/format';

export function NotificationsPage() {
  const inbox = useNotifications({ pollIntervalMs: 60_000 });
  const { view } = inbox;
  return (
    <section className="card" aria-labelledby="notifications-title">
      <h1 id="notifications-title">
        Notifications{' '}
        <span className="count" data-testid="unread-badge">
          {view.unreadCount}
        </span>
        <span className="visually-hidden"> unread</span>
      </h1>
      <div className="row">
        <fieldset className="segmented">
          <legend className="visually-hidden">Show</legend>
          {(['all', 'new'] as const).map((mode) => (
            <button
              type="button"
              key={mode}
              data-testid={`mode-${mode}`}
              aria-pressed={view.mode === mode}
              onClick={() => inbox.setMode(mode)}
            >
              {mode === 'all' ? 'All' : 'Unread'}
            </button>
          ))}
        </fieldset>
        <button
          type="button"
          data-testid="read-all"
          onClick={inbox.readAll}
          disabled={view.unreadCount === 0}
        >
          Mark all read
        </button>
      </div>
      {view.listState === 'loading' && view.items.length === 0 ? <p role="status">Loading…</p> : null}
      {view.listState !== 'loading' && view.items.length === 0 && !view.listError ? (
        <p data-testid="notifications-empty">No notifications.</p>
      ) : null}
      <ul className="list">
        {view.items.map((item) => (
          <li key={item.id} data-testid="notification-item" data-id={item.id} data-read={String(item.isRead)}>
            <button
              type="button"
              className={item.isRead ? 'read' : 'unread'}
              onClick={() => inbox.read(item.id)}
            >
              <span className={`badge ${item.type}`}>{item.type}</span>
              <span className="grow">{item.text}</span>
              <small>{day(item.createdAt)}</small>
              <span className="visually-hidden">{item.isRead ? 'read' : 'unread'}</span>
            </button>
          </li>
        ))}
      </ul>
      {view.listError ? (
        <p role="alert" className="error" data-testid="notifications-error">
          {view.listError.message}
        </p>
      ) : null}
      {view.readError ? (
        <p role="alert" className="error">
          {view.readError.message}
        </p>
      ) : null}
      {view.canLoadMore ? (
        <button type="button" data-testid="load-more" onClick={inbox.loadMore}>
          {view.listError ? 'Try again' : 'Load more'}
        </button>
      ) : null}
    </section>
  );
}
