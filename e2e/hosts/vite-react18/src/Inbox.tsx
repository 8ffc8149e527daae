import { useNotifications, useUnreadCount } from '@loyalty-flows/react';

/** The inbox: opening an item reads it. */
export function Inbox() {
  const inbox = useNotifications();
  const { view } = inbox;
  return (
    <section>
      <h2>
        Inbox <span data-testid="unread-count">{view.unreadCount}</span>
      </h2>
      {view.listError ? <p role="alert">{view.listError.message}</p> : null}
      <ul>
        {view.items.map((item) => (
          <li key={item.id} data-testid="notification-item" data-id={item.id} data-read={item.isRead}>
            <button type="button" onClick={() => inbox.read(item.id)}>
              {item.text}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The badge: the same inbox as the page (the provider's), "+" while pages not loaded may hold more. */
export function UnreadBadge() {
  const { count, complete } = useUnreadCount();
  return (
    <span data-testid="unread-badge" data-count={count}>
      {count}
      {complete ? '' : '+'} unread
    </span>
  );
}
