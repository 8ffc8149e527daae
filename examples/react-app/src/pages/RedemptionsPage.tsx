import {
  type RedemptionEntryView,
  type RedemptionView,
  useFlowView,
  useRedemptions,
} from '@loyalty-flows/react';
import { useContext } from 'react';
import { flowStateOf } from '../../../shared/flow-state';
import { outcomeOfUse } from '../../../shared/view-shapes';
import { Dialog } from '../components/Dialog';
import { Phrases } from '../components/Phrases';
import { webViewPolicy } from '../settings';
import { useTexts } from '../texts';
import { WebPageOpener } from '../web-page-opener';
import { RewardContent, WebView } from './RewardContent';
import { SerialCode } from './SerialCode';

/**
 * One history entry. What cannot be opened says what comes next: a won draw leads to the inbox (where
 * how to collect the prize arrives), an entry this app cannot show says where to use it.
 */
function Entry({
  entry,
  onOpen,
  onOpenInbox,
}: {
  entry: RedemptionEntryView;
  onOpen: () => void;
  onOpenInbox?: () => void;
}) {
  const { t, flow, date } = useTexts();
  const { display } = entry;
  const tracking = entry.trackingNumber;
  return (
    <li className="entry" data-testid="redemption-item" data-type={entry.campaignType}>
      <span className="badge">{t(`redemptions.type.${display.badge}`)}</span>
      <span className="grow">
        <strong data-service-data="">{entry.name}</strong>
        {entry.redeemedAt ? (
          <small>{t('redemptions.redeemedOn', { date: date(entry.redeemedAt) })}</small>
        ) : null}
      </span>
      <span
        className="status"
        data-testid="redemption-status"
        data-status={display.statusLabel}
        data-blocked={display.blockedBy}
      >
        {display.blockedBy === 'unsupportedType' ? t('redemptions.notInApp') : entry.statusText}
        {tracking ? (
          <span data-testid="tracking-number">
            {' · '}
            {flow('redemption.trackingNumber', { trackingNumber: tracking })}
          </span>
        ) : null}
      </span>
      {display.blockedBy === 'unsupportedType' ? (
        <p className="hint" data-testid="redemption-next">
          {t('redemptions.notInAppNext')}
        </p>
      ) : null}
      {display.statusLabel === 'won' ? (
        <p className="hint" data-testid="redemption-next">
          {t('redemptions.wonNext')}
        </p>
      ) : null}
      {display.statusLabel === 'won' && onOpenInbox ? (
        <button type="button" className="secondary" data-testid="redemption-inbox" onClick={onOpenInbox}>
          {t('redemptions.openInbox')}
        </button>
      ) : null}
      {display.canOpen ? (
        <button type="button" data-testid="redemption-open" onClick={onOpen}>
          {display.showsCodeButton ? t('redemptions.use') : t('redemptions.open')}
        </button>
      ) : null}
    </li>
  );
}

/** A failed use: whether the reward was used, as far as the app can know, then why and what to do. */
function UseFailed({ error }: { error: { kind: string; message: string } }) {
  const { t } = useTexts();
  const used = outcomeOfUse(error);
  return (
    <>
      <p role="alert" className="error" data-testid="redemption-error" data-used={used}>
        <Phrases text={used === 'no' ? t('redemptions.notUsed') : t('redemptions.maybeUsed')} />{' '}
        <Phrases text={error.message} />
      </p>
      {used === 'unknown' ? <p className="hint">{t('redemptions.maybeUsedNext')}</p> : null}
    </>
  );
}

/** A reward's page: in the app's web view, or (with an opener) opened outside, with a way to open it again. */
function WebPage({ url }: { url: string }) {
  const { t } = useTexts();
  const openOutside = useContext(WebPageOpener);
  if (!openOutside) return <WebView url={url} />;
  return (
    <div className="stack" data-testid="web-page-outside">
      <p>{t('redemptions.openedOutside')}</p>
      <button type="button" className="secondary" onClick={() => openOutside(url)}>
        {t('redemptions.openAgain')}
      </button>
    </div>
  );
}

function Opened({ history }: { history: ReturnType<typeof useRedemptions<RedemptionView>> }) {
  const { t, flow } = useTexts();
  const opened = history.view.opened;
  if (!opened) return null;
  const serial = opened.state === 'open' && opened.detail.kind === 'serial' ? opened.detail : null;
  // The sheet names the reward it shows the code of (the generic title only if the list lost it).
  const name = history.view.entries.find((entry) => entry.id === opened.id)?.name;
  const confirming = opened.state === 'confirming';
  return (
    <Dialog
      title={name ?? t('redemptions.dialogTitle')}
      titleIsServiceData={name !== undefined}
      onClose={history.close}
      // While the use runs, nothing closes it: the member sees whether the reward was used.
      closable={opened.state !== 'using'}
      testId="opened"
      // Asked before a voucher is spent: Cancel backs out, nothing is sent. An expired code or a refusal leads back.
      closeLabel={
        confirming
          ? t('redemptions.notYet')
          : opened.state === 'expired' || opened.state === 'refused'
            ? t('redemptions.backToList')
            : undefined
      }
      actions={
        opened.state === 'failed' ? (
          <button type="button" onClick={history.retry}>
            {t('app.tryAgain')}
          </button>
        ) : confirming ? (
          <button type="button" data-testid="redemption-confirm" onClick={history.confirm}>
            {t('redemptions.confirmUse')}
          </button>
        ) : null
      }
    >
      {opened.state === 'confirming' ? (
        <div className="stack" data-testid="confirm-use">
          <p className="question">{opened.question}</p>
          <p className="hint">{opened.detail}</p>
        </div>
      ) : null}
      {opened.state === 'using' ? (
        <p role="status" className="progress">
          {t('redemptions.using')}
        </p>
      ) : null}
      {opened.state === 'expired' ? (
        <div className="stack" data-testid="serial-expired">
          <p className="question">{flow('redemption.codeExpired')}</p>
          <p className="hint">{t('redemptions.codeExpiredNext')}</p>
        </div>
      ) : null}
      {opened.state === 'refused' ? (
        <div className="stack">
          <p role="alert" className="question" data-testid="redemption-error">
            <Phrases text={opened.error.message} />
          </p>
          <p className="hint">
            <Phrases text={t('redemptions.refusedNext')} />
          </p>
        </div>
      ) : null}
      {opened.state === 'failed' ? <UseFailed error={opened.error} /> : null}
      {serial?.serial ? (
        <SerialCode serial={serial.serial} symbology={serial.symbology} expiresInMs={serial.expiresInMs} />
      ) : null}
      {serial?.content ? <RewardContent content={serial.content} /> : null}
      {opened.state === 'open' && opened.detail.kind === 'webView' ? (
        <WebPage url={opened.detail.url} />
      ) : null}
    </Dialog>
  );
}

/** The history; `onOpenInbox` leads a won draw's member to the inbox. */
export function RedemptionsPage({ onOpenInbox }: { onOpenInbox?: () => void } = {}) {
  const { t, flow } = useTexts();
  const history = useRedemptions({ webViewPolicy });
  const { view } = history;
  const flowState = useFlowView(history.actorRef, flowStateOf);
  return (
    <section className="card" aria-labelledby="redemptions-title" data-flow-state={flowState}>
      <h1 id="redemptions-title">{t('redemptions.title')}</h1>
      {view.listState === 'loading' && view.entries.length === 0 ? (
        <p role="status" className="progress">
          {t('app.loading')}
        </p>
      ) : null}
      {view.listState !== 'loading' && view.entries.length === 0 && !view.listError ? (
        <p data-testid="redemptions-empty">{flow('redemption.empty')}</p>
      ) : null}
      <ul className="list" data-testid="redemption-list">
        {view.entries.map((entry, index) => (
          // Keyed by position (the list only grows at its end): the redeem key carries the serial.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Entry key={index} entry={entry} onOpen={() => history.open(entry.id)} onOpenInbox={onOpenInbox} />
        ))}
      </ul>
      {view.listState === 'loadingMore' ? (
        <p role="status" className="progress" data-testid="loading-more">
          {t('app.loadingMore')}
        </p>
      ) : null}
      {view.listError ? (
        <p role="alert" className="error" data-testid="redemptions-error">
          <Phrases text={t('redemptions.loadFailed')} /> <Phrases text={view.listError.message} />
        </p>
      ) : null}
      {view.canLoadMore ? (
        <button type="button" data-testid="load-more" onClick={history.loadMore}>
          {view.listError ? t('app.tryAgain') : t('app.loadMore')}
        </button>
      ) : null}
      {view.listState === 'end' && view.entries.length > 0 ? (
        <p className="end" data-testid="list-end">
          {t('app.end')}
        </p>
      ) : null}
      <Opened history={history} />
    </section>
  );
}
