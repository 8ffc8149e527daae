import { type RedemptionEntryView, type RedemptionView, useRedemptions } from '@loyalty-flows/react';
import { clock, day } from '../../../shared/format';

const statusWords = {
  ready: 'Ready to use',
  used: 'Used',
  expired: 'Expired',
  waiting: 'Waiting for the draw',
  won: 'You won',
  notWon: 'Not won this time',
  entitled: 'Entitlement received',
} as const;

function Entry({ entry, onOpen }: { entry: RedemptionEntryView; onOpen: () => void }) {
  const { display } = entry;
  return (
    <li
      className="entry"
      data-testid="redemption-item"
      data-key={entry.redeemKey}
      data-type={entry.campaignType}
    >
      <span className={`badge ${display.badge}`}>{display.badge}</span>
      <span className="grow">
        <strong>{entry.name}</strong>
        {entry.redeemedAt ? <small> · redeemed {day(entry.redeemedAt)}</small> : null}
      </span>
      <span data-testid="redemption-status" data-status={display.statusLabel}>
        {statusWords[display.statusLabel]}
      </span>
      {display.canOpen ? (
        <button type="button" data-testid="redemption-open" onClick={onOpen}>
          {display.showsCodeButton ? 'Use at the merchant' : 'Open'}
        </button>
      ) : null}
    </li>
  );
}

function Opened({ history }: { history: ReturnType<typeof useRedemptions<RedemptionView>> }) {
  const opened = history.view.opened;
  if (!opened) return null;
  return (
    <div className="backdrop">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="opened-title"
        className="card dialog"
        data-testid="opened"
      >
        <h2 id="opened-title">Your reward</h2>
        {opened.state === 'using' ? <p role="status">Getting your code…</p> : null}
        {opened.state === 'expired' ? <p data-testid="serial-expired">This code has expired.</p> : null}
        {opened.state === 'failed' ? (
          <p role="alert" className="error" data-testid="redemption-error">
            {opened.error.message}
          </p>
        ) : null}
        {opened.state === 'open' && opened.detail.kind === 'serial' ? (
          <div data-testid="serial-popup">
            <p className="tabs" data-testid="serial-tab" data-tab={opened.detail.defaultTab}>
              Shown as {opened.detail.defaultTab}
            </p>
            <p className="serial" data-testid="serial-code">
              {opened.detail.serial}
            </p>
            {opened.detail.message ? <p>{opened.detail.message}</p> : null}
            {opened.detail.expiresInMs !== undefined ? (
              <p data-testid="serial-countdown">Valid for {clock(opened.detail.expiresInMs)}</p>
            ) : null}
          </div>
        ) : null}
        {opened.state === 'open' && opened.detail.kind === 'webView' ? (
          <iframe
            title="Reward page"
            data-testid="web-view"
            src={opened.detail.url}
            sandbox="allow-scripts"
          />
        ) : null}
        <div className="row">
          {opened.state === 'failed' && opened.canRetry ? (
            <button type="button" onClick={history.retry}>
              Try again
            </button>
          ) : null}
          <button type="button" data-testid="popup-close" onClick={history.close}>
            Close
          </button>
        </div>
      </div>
    </div>
  );
}

export function RedemptionsPage() {
  const history = useRedemptions();
  const { view } = history;
  return (
    <section className="card" aria-labelledby="redemptions-title">
      <h1 id="redemptions-title">Redemption history</h1>
      {view.listState === 'loading' && view.entries.length === 0 ? <p role="status">Loading…</p> : null}
      {view.listState !== 'loading' && view.entries.length === 0 && !view.listError ? (
        <p data-testid="redemptions-empty">Nothing redeemed yet.</p>
      ) : null}
      <ul className="list" data-testid="redemption-list">
        {view.entries.map((entry) => (
          <Entry key={entry.redeemKey} entry={entry} onOpen={() => history.open(entry.redeemKey)} />
        ))}
      </ul>
      {view.listError ? (
        <p role="alert" className="error" data-testid="redemptions-error">
          {view.listError.message}
        </p>
      ) : null}
      {view.canLoadMore ? (
        <button type="button" data-testid="load-more" onClick={history.loadMore}>
          {view.listError ? 'Try again' : 'Load more'}
        </button>
      ) : null}
      {view.listState === 'loadingMore' ? <p role="status">Loading more…</p> : null}
      <Opened history={history} />
    </section>
  );
}
