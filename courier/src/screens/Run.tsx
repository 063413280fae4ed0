import { useEffect, useState } from 'react';
import { navigate } from '../app/navigation';
import { loadRun, localStage, rememberMember, useCourier, type RunLoad } from '../app/store';
import { stageName } from '../app/words';
import { formatTime, t } from '../i18n/i18n';

/** Today's run: the parcels in the dispatcher's order, what each waits for, what waits to send. */
export function RunScreen() {
  const run = useCourier((state) => state.run);
  const fetchedAt = useCourier((state) => state.runFetchedAt);
  const queue = useCourier((state) => state.queue);
  const [load, setLoad] = useState<RunLoad | 'loading' | null>(null);

  async function refresh() {
    setLoad('loading');
    const outcome = await loadRun();
    if (outcome === 'signed_out') await rememberMember(null);
    setLoad(outcome);
  }

  useEffect(() => {
    // Read again each time the run is opened; the kept run shows meanwhile (and offline).
    let cancelled = false;
    void loadRun().then(async (outcome) => {
      if (cancelled) return;
      if (outcome === 'signed_out') await rememberMember(null);
      setLoad(outcome);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const waiting = queue.filter((action) => action.state === 'waiting');
  const refused = queue.filter((action) => action.state === 'refused');
  return (
    <section className="stack">
      <h1 tabIndex={-1}>{t('courier.runTitle')}</h1>
      {(waiting.length > 0 || refused.length > 0) && (
        <button type="button" className="banner-button" onClick={() => navigate({ name: 'queue' })}>
          {waiting.length > 0 && (
            <span>{t('courier.waitingCount', { count: waiting.length })}</span>
          )}
          {refused.length > 0 && (
            <span className="text-error">
              {t('courier.refusedCount', { count: refused.length })}
            </span>
          )}
        </button>
      )}
      {load === 'offline' && fetchedAt && (
        <p className="message">{t('courier.runKept', { time: formatTime(fetchedAt) })}</p>
      )}
      {load === 'not_courier' && <p className="message message-error">{t('courier.notCourier')}</p>}
      {load === 'failed' && <p className="message message-error">{t('courier.runFailed')}</p>}
      {!run && load === 'loading' && <p className="message">{t('courier.loading')}</p>}
      {run && run.stops.length === 0 && <p className="message">{t('courier.runEmpty')}</p>}
      {!run && load === 'offline' && <p className="message">{t('courier.runNotKept')}</p>}
      {run && run.stops.length > 0 && (
        <ol className="stops">
          {run.stops.map((stop) => {
            const stage = localStage(stop, queue);
            const pending = waiting.filter((action) => action.parcel === stop.tracking_code).length;
            return (
              <li key={stop.tracking_code}>
                <button
                  type="button"
                  className="stop"
                  onClick={() => navigate({ name: 'parcel', code: stop.tracking_code })}
                >
                  <span className="stop-position" aria-hidden="true">
                    {stop.position}
                  </span>
                  <span className="stop-body">
                    <span className="stop-name">{stop.recipient_name}</span>
                    <span className="stop-address">{stop.address_lines.join(', ')}</span>
                    <span className="stop-meta">
                      <span className="code" dir="ltr">
                        {stop.tracking_code}
                      </span>
                      <span className={`stage stage-${stage ?? 'unknown'}`}>
                        {stageName(stage)}
                      </span>
                      {pending > 0 && (
                        <span className="pill">
                          {t('courier.waitingCount', { count: pending })}
                        </span>
                      )}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <button
        type="button"
        className="button"
        disabled={load === 'loading'}
        onClick={() => void refresh()}
      >
        {t('courier.refreshRun')}
      </button>
    </section>
  );
}
