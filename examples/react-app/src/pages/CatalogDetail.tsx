import { useEffect, useState } from 'react';
import { type CatalogEntry, loadCatalogEntry } from '../../../shared/catalog';
import { useTexts } from '../texts';

/** The campaign or category a notification opens: its name, picture and detail. */
export function CatalogDetail({ kind, id }: { kind: 'campaign' | 'category'; id: string }) {
  const { t } = useTexts();
  const [entry, setEntry] = useState<CatalogEntry | 'loading' | 'missing'>('loading');
  useEffect(() => {
    const controller = new AbortController();
    setEntry('loading');
    void loadCatalogEntry(kind, id, controller.signal).then((loaded) => {
      if (!controller.signal.aborted) setEntry(loaded ?? 'missing');
    });
    return () => controller.abort();
  }, [kind, id]);
  if (entry === 'loading')
    return (
      <p role="status" className="progress">
        {t('notifications.detailLoading')}
      </p>
    );
  if (entry === 'missing') return <p className="hint">{t('notifications.detailMissing')}</p>;
  return (
    <div className="catalog" data-testid="catalog-detail">
      {entry.imageUrl ? <img src={entry.imageUrl} alt="" width={64} height={64} /> : null}
      <div>
        <h3 data-testid="catalog-name" data-service-data="">
          {entry.name}
        </h3>
        {entry.agency ? (
          <p className="hint" data-service-data="">
            {entry.agency}
          </p>
        ) : null}
        {entry.detail ? <p data-service-data="">{entry.detail}</p> : null}
      </div>
    </div>
  );
}
