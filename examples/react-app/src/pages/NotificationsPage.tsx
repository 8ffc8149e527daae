import { type NotificationsView, useFlowView, useNotifications, useUnreadCount } from '@loyalty-flows/react';
import { useState } from 'react';
import { flowStateOf } from '../../../shared/flow-state';
import { Dialog } from '../components/Dialog';
import { Phrases } from '../components/Phrases';
import { useTexts } from '../texts';
import { CatalogDetail } from './CatalogDetail';
import { WebView } from './RewardContent';

type Item = NotificationsView['items'][number];

/** What an opened notification shows, by its target (its title in the member's words): the offer, the offers, the page, the text. */
function Opened({ item, onClose }: { item: Item; onClose: () => void }) {
  const { t } = useTexts();
  const { target } = item;
  const titles = {
    campaign: t('notifications.campaign'),
    category: t('notifications.category'),
    link: t('notifications.link'),
    text: t('notifications.message'),
  } as const;
  return (
    <Dialog title={titles[target.kind]} onClose={onClose} testId="notification-opened">
      <div data-testid="notification-target" data-kind={target.kind}>
        <p data-service-data="">{item.text}</p>
        {target.kind === 'campaign' ? <CatalogDetail kind="campaign" id={target.campaignId} /> : null}
        {target.kind === 'category' ? <CatalogDetail kind="category" id={target.categoryId} /> : null}
        {target.kind === 'link' ? <WebView url={target.url} /> : null}
      </div>
    </Dialog>
  );
}

/** The inbox: the app's one (the provider's), which the navigation's badge reads too. */
export function NotificationsPage() {
  const { t, flow, date, num, unreadWords } = useTexts();
  const inbox = useNotifications();
  const { view } = inbox;
  const flowState = useFlowView(inbox.actorRef, flowStateOf);
  // The same count as the navigation's: the first page's unread items, "+" when more pages may hold
  // more ("at least"), so loading pages never changes it.
  const unread = useUnreadCount();
  const unreadShown = `${num(unread.count)}${unread.complete ? '' : '+'}`;
  const unreadSaid = unreadWords(unread);
  const [openedId, setOpenedId] = useState<string>();
  const opened = view.items.find((item) => item.id === openedId);
  const open = (item: Item) => {
    if (!item.isRead) inbox.read(item.id);
    setOpenedId(item.id);
  };
  return (
    <section className="card" aria-labelledby="notifications-title" data-flow-state={flowState}>
      <h1 id="notifications-title">
        {t('notifications.title')}
        {unread.count > 0 ? (
          <>
            {' '}
            <span
              className="count"
              data-testid="unread-badge"
              data-complete={unread.complete}
              aria-hidden="true"
            >
              {unreadShown}
            </span>
            <span className="visually-hidden"> {unreadSaid}</span>
          </>
        ) : null}
      </h1>
      <div className="row">
        <fieldset className="segmented">
          <legend className="visually-hidden">{t('notifications.show')}</legend>
          {(['all', 'new'] as const).map((mode) => (
            <button
              type="button"
              key={mode}
              data-testid={`mode-${mode}`}
              aria-pressed={view.mode === mode}
              onClick={() => inbox.setMode(mode)}
            >
              {mode === 'all' ? t('notifications.all') : t('notifications.unreadOnly')}
            </button>
          ))}
        </fieldset>
        {/* A secondary action: a text button, lighter than the list it acts on. */}
        <button
          type="button"
          className="text"
          data-testid="read-all"
          onClick={inbox.readAll}
          disabled={view.unreadCount === 0}
        >
          {t('notifications.readAll')}
        </button>
      </div>
      {view.readsText ? (
        <p role="status" className="banner" data-testid="reads-notice" data-reads={view.readsState}>
          {view.readsText}
        </p>
      ) : null}
      {view.listState === 'loading' && view.items.length === 0 ? (
        <p role="status" className="progress">
          {t('app.loading')}
        </p>
      ) : null}
      {view.listState !== 'loading' && view.items.length === 0 && !view.listError ? (
        <p data-testid="notifications-empty">{flow('notifications.empty')}</p>
      ) : null}
      <ul className="list">
        {view.items.map((item) => (
          <li
            key={item.id}
            data-testid="notification-item"
            data-id={item.id}
            data-read={String(item.isRead)}
            data-target={item.target.kind}
          >
            <button type="button" className={item.isRead ? 'read' : 'unread'} onClick={() => open(item)}>
              {/* Where tapping leads, in the member's words; a plain message leads nowhere else: no tag. */}
              {item.target.kind === 'text' ? null : (
                <span className="badge">{t(`notifications.${item.target.kind}`)}</span>
              )}
              <span className="grow" data-service-data="">
                {item.text}
              </span>
              <small>{date(item.createdAt)}</small>
              <span className="visually-hidden">{item.statusText}</span>
            </button>
          </li>
        ))}
      </ul>
      {view.listState === 'loadingMore' ? (
        <p role="status" className="progress" data-testid="loading-more">
          {t('app.loadingMore')}
        </p>
      ) : null}
      {view.listError ? (
        <p role="alert" className="error" data-testid="notifications-error">
          <Phrases text={t('notifications.loadFailed')} /> <Phrases text={view.listError.message} />
        </p>
      ) : null}
      {view.readError && !view.readsText ? (
        <p role="alert" className="error" data-testid="reads-error">
          <Phrases text={view.readError.message} />
        </p>
      ) : null}
      {view.canLoadMore ? (
        <button type="button" data-testid="load-more" onClick={inbox.loadMore}>
          {view.listError ? t('app.tryAgain') : t('app.loadMore')}
        </button>
      ) : null}
      {view.listState === 'end' && view.items.length > 0 ? (
        <p className="end" data-testid="list-end">
          {t('app.end')}
        </p>
      ) : null}
      {opened ? <Opened item={opened} onClose={() => setOpenedId(undefined)} /> : null}
    </section>
  );
}
