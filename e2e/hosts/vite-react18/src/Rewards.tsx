import { useRedemptions } from '@loyalty-flows/react';

/** The redemption history: each entry with its status, and the opened one with its code. */
export function Rewards() {
  const history = useRedemptions();
  const { view } = history;
  const opened = view.opened;
  return (
    <section>
      <h2>Rewards</h2>
      {view.listError ? <p role="alert">{view.listError.message}</p> : null}
      <ul>
        {view.entries.map((entry) => (
          <li
            key={entry.id}
            data-testid="redemption-item"
            data-type={entry.campaignType}
            data-status={entry.display.statusLabel}
          >
            {entry.name} · {entry.statusText}{' '}
            {entry.display.canOpen ? (
              <button type="button" data-testid="redemption-open" onClick={() => history.open(entry.id)}>
                Open
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {opened ? (
        <div role="dialog" aria-label="Reward" data-testid="opened" data-state={opened.state}>
          {opened.state === 'confirming' ? (
            <>
              <p>{opened.question}</p>
              <button type="button" data-testid="redemption-confirm" onClick={history.confirm}>
                Use now
              </button>
            </>
          ) : null}
          {opened.state === 'open' && opened.detail.kind === 'serial' ? (
            <code data-testid="serial-code">{opened.detail.serial}</code>
          ) : null}
          {opened.state === 'failed' || opened.state === 'refused' ? (
            <p role="alert">{opened.error.message}</p>
          ) : null}
          <button type="button" data-testid="opened-close" onClick={history.close}>
            Close
          </button>
        </div>
      ) : null}
    </section>
  );
}
