import { HANDOVER_CODE_LENGTH, PROOF_TEXT_MAX } from '@waybill/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { navigate } from '../app/navigation';
import { record } from '../app/record';
import { findStop, useCourier } from '../app/store';
import { t } from '../i18n/i18n';
import { downscalePhoto } from '../proof/photo';
import { SignatureField, type SignatureHandle } from '../proof/SignatureField';

const HANDOVER_CODE = new RegExp(`^[0-9]{${HANDOVER_CODE_LENGTH}}$`);

function forgetPreview(url: { current: string | null }) {
  if (url.current) URL.revokeObjectURL(url.current);
  url.current = null;
}

/**
 * The proof of a delivery: a photo (the phone's camera, made small on the phone), the signature
 * drawn on the screen, who received it, and the handover code when the parcel asks for one. Saved
 * on the phone like any action; the pictures leave with it when there is a network.
 */
export function Deliver({ code }: { code: string }) {
  useCourier((state) => state.run);
  const stop = findStop(code);
  const signature = useRef<SignatureHandle>(null);
  const [photo, setPhoto] = useState<{ blob: Blob; url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const previewUrl = useRef<string | null>(null);

  // The preview's object URL is freed when it is replaced and when the screen closes.
  useEffect(() => () => forgetPreview(previewUrl), []);

  if (!stop) {
    return (
      <section className="stack">
        <h1 tabIndex={-1}>{code}</h1>
        <p className="message">{t('courier.notOnRunKept')}</p>
      </section>
    );
  }

  async function takePhoto(file: File | undefined) {
    if (!file) return;
    setError(null);
    try {
      const blob = await downscalePhoto(file);
      forgetPreview(previewUrl);
      previewUrl.current = URL.createObjectURL(blob);
      setPhoto({ blob, url: previewUrl.current });
    } catch {
      setError(t('courier.photoUnreadable'));
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const receivedBy = String(form.get('received_by') ?? '').trim();
    const handover = String(form.get('handover_code') ?? '').trim();
    if (!receivedBy) {
      setError(t('courier.receivedByNeeded'));
      return;
    }
    if (stop!.handover_code_required && !HANDOVER_CODE.test(handover)) {
      setError(t('courier.handoverCodeFormat', { length: HANDOVER_CODE_LENGTH }));
      return;
    }
    setBusy(true);
    const drawn = (await signature.current?.toBlob()) ?? undefined;
    await record({
      parcel: stop!.tracking_code,
      kind: 'delivered',
      received_by: receivedBy,
      handover_code: handover || undefined,
      photo: photo?.blob,
      signature: drawn,
    });
    setBusy(false);
    navigate({ name: 'parcel', code: stop!.tracking_code }, { replace: true });
  }

  return (
    <section className="stack">
      <h1 tabIndex={-1}>{t('courier.deliverTitle')}</h1>
      <p className="code" dir="ltr">
        {stop.tracking_code}
      </p>
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
        <label className="button photo-button">
          {photo ? t('courier.retakePhoto') : t('courier.takePhoto')}
          <input
            className="visually-hidden"
            type="file"
            name="photo"
            accept="image/*"
            capture="environment"
            onChange={(event) => void takePhoto(event.target.files?.[0])}
          />
        </label>
        {photo && <img className="photo-preview" src={photo.url} alt={t('courier.photoAlt')} />}
        <SignatureField handle={signature} />
        <label className="field">
          <span>{t('courier.receivedBy')}</span>
          <input name="received_by" maxLength={PROOF_TEXT_MAX} autoComplete="off" required />
        </label>
        {stop.handover_code_required && (
          <div className="field">
            <label htmlFor="handover-code">{t('courier.handoverCode')}</label>
            <input
              id="handover-code"
              name="handover_code"
              inputMode="numeric"
              autoComplete="off"
              pattern={`[0-9]{${HANDOVER_CODE_LENGTH}}`}
              maxLength={HANDOVER_CODE_LENGTH}
              aria-describedby="handover-help"
              dir="ltr"
            />
            <small id="handover-help">{t('courier.handoverHelp')}</small>
          </div>
        )}
        {error && (
          <p className="message message-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button-primary" disabled={busy}>
          {t('courier.saveDelivery')}
        </button>
      </form>
    </section>
  );
}
