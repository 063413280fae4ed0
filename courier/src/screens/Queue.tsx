import { navigate } from '../app/navigation';
import { sayProblem } from '../app/problems';
import { rememberMember, useCourier } from '../app/store';
import { sendNow } from '../app/sync';
import { actionName } from '../app/words';
import { formatTime, t } from '../i18n/i18n';
import { dismissRefused } from '../queue/queue';
import type { QueuedAction } from '../queue/types';

/**
 * What is on the phone and not on the server yet, in the order it will be sent, and what the
 * server refused and why (the parcel was cancelled meanwhile, a wrong handover code…).
 */
export function QueueScreen() {
  const queue = useCourier((state) => state.queue);
  const sync = useCourier((state) => state.sync);
  const online = useCourier((state) => state.online);
  const waiting = queue.filter((action) => action.state === 'waiting');
  const refused = queue.filter((action) => action.state === 'refused');

  return (
    <section className="stack">
      <h1 tabIndex={-1}>{t('courier.queueTitle')}</h1>
      <p className="message" role="status">
        {waiting.length === 0
          ? t('courier.allSent')
          : !online
            ? t('courier.waitingOffline', { count: waiting.length })
            : sync.signed_out
              ? t('courier.waitingSignedOut', { count: waiting.length })
              : t('courier.waitingCount', { count: waiting.length })}
      </p>
      {sync.signed_out && waiting.length > 0 && (
        <button
          type="button"
          className="button button-primary"
          onClick={() => void rememberMember(null)}
        >
          {t('courier.signInAgain')}
        </button>
      )}
      {waiting.length > 0 && (
        <button type="button" className="button button-primary" onClick={() => sendNow(true)}>
          {t('courier.sendNow')}
        </button>
      )}
      {waiting.length > 0 && (
        <ol className="plain-list queue-list" aria-label={t('courier.waiting')}>
          {waiting.map((action) => (
            <li key={action.id} className="queue-item">
              <ActionLine action={action} />
            </li>
          ))}
        </ol>
      )}
      {refused.length > 0 && (
        <>
          <h2>{t('courier.refusedTitle')}</h2>
          <ul className="plain-list queue-list">
            {refused.map((action) => (
              <li key={action.id} className="queue-item queue-refused">
                <ActionLine action={action} />
                {action.problem && <p className="text-error">{sayProblem(action.problem)}</p>}
                <div className="row">
                  <button
                    type="button"
                    className="button button-small"
                    onClick={() => navigate({ name: 'parcel', code: action.parcel })}
                  >
                    {t('courier.openParcel')}
                  </button>
                  <button
                    type="button"
                    className="button button-small"
                    onClick={() => void dismissRefused(action.seq!)}
                  >
                    {t('courier.dismiss')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function ActionLine({ action }: { action: QueuedAction }) {
  const proof = [
    action.photo ? t('courier.withPhoto') : null,
    action.signature ? t('courier.withSignature') : null,
  ].filter(Boolean);
  return (
    <span className="queue-line">
      <span className="code" dir="ltr">
        {action.parcel}
      </span>
      <span>
        {formatTime(action.at)} · {actionName(action.kind)}
        {proof.length > 0 && ` · ${proof.join(', ')}`}
      </span>
      {action.tries > 0 && action.state === 'waiting' && (
        <small>{t('courier.tries', { count: action.tries })}</small>
      )}
    </span>
  );
}
