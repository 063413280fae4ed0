import { DELIVERY_FAILURE_REASONS, type DeliveryFailureReason } from '@waybill/shared';
import { useState, type FormEvent } from 'react';
import { today } from '../app/api';
import { navigate } from '../app/navigation';
import { record } from '../app/record';
import { findStop, localStage, useCourier } from '../app/store';
import { actionName, reasonName, stageName } from '../app/words';
import { formatTime, t } from '../i18n/i18n';
import type { ActionKind } from '../queue/types';

/** The one-tap actions; delivered and delivery failed ask for more first. */
const SIMPLE: ActionKind[] = ['picked_up', 'at_hub', 'out_for_delivery', 'returned_to_sender'];

/** One parcel of the run: where it goes, and what the courier can record for it. */
export function ParcelScreen({ code }: { code: string }) {
  const queue = useCourier((state) => state.queue);
  useCourier((state) => state.run);
  const stop = findStop(code);
  const [failing, setFailing] = useState(false);
  const [saved, setSaved] = useState<ActionKind | null>(null);
  const [confirming, setConfirming] = useState<ActionKind | null>(null);

  if (!stop) {
    return (
      <section className="stack">
        <h1 tabIndex={-1}>{code}</h1>
        <p className="message">{t('courier.notOnRunKept')}</p>
        <button type="button" className="button" onClick={() => navigate({ name: 'scan' })}>
          {t('courier.navScan')}
        </button>
      </section>
    );
  }

  const stage = localStage(stop, queue);
  const mine = queue.filter((action) => action.parcel === stop.tracking_code);

  async function save(kind: ActionKind) {
    setConfirming(null);
    await record({ parcel: stop!.tracking_code, kind });
    setSaved(kind);
  }

  async function fail(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    await record({
      parcel: stop!.tracking_code,
      kind: 'delivery_failed',
      reason: form.get('reason') as DeliveryFailureReason,
      next_attempt: String(form.get('next_attempt') ?? '') || undefined,
      note: String(form.get('note') ?? '').trim() || undefined,
    });
    setFailing(false);
    setSaved('delivery_failed');
  }

  return (
    <section className="stack">
      <h1 tabIndex={-1} dir="ltr" className="code-title">
        {stop.tracking_code}
      </h1>
      <div className="card">
        <p className="stop-name">{stop.recipient_name}</p>
        <address className="address">
          {stop.address_lines.map((line, index) => (
            <span key={index}>{line}</span>
          ))}
        </address>
        {stop.recipient_phone_number && (
          <a className="button" href={`tel:${stop.recipient_phone_number}`} dir="ltr">
            {t('courier.call', { phone: stop.recipient_phone_number })}
          </a>
        )}
        {stop.parcel_content && (
          <p>
            <strong>{t('courier.content')}</strong> {stop.parcel_content}
          </p>
        )}
        {stop.notes && (
          <p>
            <strong>{t('courier.notes')}</strong> {stop.notes}
          </p>
        )}
        <p>
          <strong>{t('courier.stageNow')}</strong>{' '}
          <span className={`stage stage-${stage ?? 'unknown'}`}>{stageName(stage)}</span>
        </p>
        {stop.handover_code_required && (
          <p className="message">
            {stop.handover_locked ? t('courier.handoverLocked') : t('courier.handoverNeeded')}
          </p>
        )}
      </div>
      {saved && (
        <p className="message message-ok" role="status">
          {t('courier.savedAction', { action: actionName(saved) })}
        </p>
      )}
      {failing ? (
        <form className="stack card" onSubmit={(event) => void fail(event)}>
          <fieldset className="choices">
            <legend>{t('courier.failureReason')}</legend>
            {DELIVERY_FAILURE_REASONS.map((reason, index) => (
              <label key={reason} className="choice">
                <input
                  type="radio"
                  name="reason"
                  value={reason}
                  required
                  defaultChecked={index === 0}
                />
                <span>{reasonName(reason)}</span>
              </label>
            ))}
          </fieldset>
          <label className="field">
            <span>{t('courier.nextAttempt')}</span>
            <input type="date" name="next_attempt" min={today()} />
          </label>
          <label className="field">
            <span>{t('courier.note')}</span>
            <textarea name="note" maxLength={500} rows={2} />
          </label>
          <button type="submit" className="button button-danger">
            {t('courier.saveFailure')}
          </button>
          <button type="button" className="button" onClick={() => setFailing(false)}>
            {t('courier.cancel')}
          </button>
        </form>
      ) : confirming ? (
        <div className="stack card" role="group" aria-label={actionName(confirming)}>
          <p>{t('courier.confirmAction', { action: actionName(confirming) })}</p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => void save(confirming)}
          >
            {t('courier.confirm')}
          </button>
          <button type="button" className="button" onClick={() => setConfirming(null)}>
            {t('courier.cancel')}
          </button>
        </div>
      ) : (
        <div className="actions">
          <button
            type="button"
            className="button button-primary"
            disabled={stop.handover_locked}
            onClick={() => navigate({ name: 'deliver', code: stop.tracking_code })}
          >
            {actionName('delivered')}
          </button>
          {SIMPLE.map((kind) => (
            <button
              key={kind}
              type="button"
              className="button"
              onClick={() =>
                kind === 'returned_to_sender' ? setConfirming(kind) : void save(kind)
              }
            >
              {actionName(kind)}
            </button>
          ))}
          <button type="button" className="button button-danger" onClick={() => setFailing(true)}>
            {actionName('delivery_failed')}
          </button>
        </div>
      )}
      {mine.length > 0 && (
        <div className="stack">
          <h2>{t('courier.onThisPhone')}</h2>
          <ul className="plain-list">
            {mine.map((action) => (
              <li key={action.id}>
                {formatTime(action.at)} · {actionName(action.kind)} ·{' '}
                {action.state === 'waiting' ? t('courier.waiting') : t('courier.refused')}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
