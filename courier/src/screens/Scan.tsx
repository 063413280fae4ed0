import { addMyStop, scanCode, type CourierScanAnswer } from '@waybill/shared';
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { api, today } from '../app/api';
import { navigate } from '../app/navigation';
import { sayProblem } from '../app/problems';
import { findStop, keepRun, loadRun } from '../app/store';
import { t } from '../i18n/i18n';
import { decodePicture, decoder } from '../scan/decoder';

type Camera = 'starting' | 'on' | 'denied' | 'none';
type Found =
  | { kind: 'not_on_run'; answer: CourierScanAnswer }
  | { kind: 'offline'; code: string }
  | { kind: 'unreadable' }
  | { kind: 'error'; message: string };

/** How often a camera frame is read: often enough to feel instant, rarely enough for the battery. */
const FRAME_INTERVAL_MS = 250;

/**
 * Scan a label: through the camera (live), from a photo of the label, or typed. A parcel on the
 * run opens; one that is not says so, and offers to add it when the server allows it.
 */
export function Scan() {
  const video = useRef<HTMLVideoElement>(null);
  // 0: off; each start counts up, so a start after a refusal asks for the camera again.
  const [cameraStart, setCameraStart] = useState(0);
  const cameraWanted = cameraStart > 0;
  const [camera, setCamera] = useState<Camera>('starting');
  const [found, setFound] = useState<Found | null>(null);
  const [busy, setBusy] = useState(false);

  async function open(code: string) {
    const trimmed = code.trim();
    if (!trimmed) return;
    setFound(null);
    const kept = findStop(trimmed);
    if (kept) {
      navigate({ name: 'parcel', code: kept.tracking_code }, { replace: true });
      return;
    }
    setBusy(true);
    const result = await api.call(scanCode, {
      params: { code: trimmed },
      query: { date: today() },
    });
    setBusy(false);
    if (result.status === 0) {
      setFound({ kind: 'offline', code: trimmed });
    } else if (result.status !== 200 || !result.data) {
      const first = result.problems[0];
      setFound({ kind: 'error', message: first ? sayProblem(first) : t('courier.somethingWrong') });
    } else if (result.data.on_run) {
      // On the run since it was last read: read it again.
      await loadRun();
      navigate({ name: 'parcel', code: result.data.tracking_code }, { replace: true });
    } else {
      setFound({ kind: 'not_on_run', answer: result.data });
    }
  }

  async function add(code: string) {
    setBusy(true);
    const result = await api.call(addMyStop, { body: { code, date: today() } });
    setBusy(false);
    if (result.status === 200 && result.data) {
      await keepRun(result.data);
      navigate({ name: 'parcel', code }, { replace: true });
    } else {
      const first = result.problems[0];
      setFound({
        kind: 'error',
        message:
          result.status === 0
            ? t('courier.addOffline')
            : first
              ? sayProblem(first)
              : t('courier.somethingWrong'),
      });
    }
  }

  const onCode = useEffectEvent((text: string) => {
    setCameraStart(0);
    void open(text);
  });

  // The camera runs while the screen is open and the courier wants it.
  useEffect(() => {
    if (cameraStart === 0) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
      } catch (error) {
        if (!stopped) setCamera((error as Error).name === 'NotAllowedError' ? 'denied' : 'none');
        return;
      }
      const element = video.current;
      if (stopped || !element) return;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      setCamera('on');
      const read = await decoder();
      const tick = async () => {
        if (stopped) return;
        const text = element.readyState >= 2 ? await read.decode(element).catch(() => null) : null;
        if (stopped) return;
        if (text) {
          navigator.vibrate?.(80);
          onCode(text);
          return;
        }
        timer = setTimeout(() => void tick(), FRAME_INTERVAL_MS);
      };
      void tick();
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [cameraStart]);

  async function fromPicture(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setFound(null);
    const text = await decodePicture(file).catch(() => null);
    setBusy(false);
    if (text) await open(text);
    else setFound({ kind: 'unreadable' });
  }

  function typed(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void open(String(new FormData(event.currentTarget).get('code') ?? ''));
  }

  const cameraOn = cameraWanted && (camera === 'starting' || camera === 'on');
  return (
    <section className="stack">
      <h1 tabIndex={-1}>{t('courier.scanTitle')}</h1>
      <div className="viewfinder" hidden={!cameraOn}>
        <video ref={video} muted playsInline aria-label={t('courier.cameraView')} />
      </div>
      {cameraOn ? (
        <button type="button" className="button" onClick={() => setCameraStart(0)}>
          {t('courier.stopCamera')}
        </button>
      ) : (
        <button
          type="button"
          className="button button-primary"
          disabled={!navigator.mediaDevices?.getUserMedia}
          onClick={() => {
            setCamera('starting');
            setCameraStart((count) => count + 1);
          }}
        >
          {t('courier.startCamera')}
        </button>
      )}
      {cameraWanted && camera === 'denied' && (
        <p className="message message-error">{t('courier.cameraDenied')}</p>
      )}
      {cameraWanted && camera === 'none' && (
        <p className="message message-error">{t('courier.cameraNone')}</p>
      )}
      <label className="button">
        {t('courier.labelPhoto')}
        <input
          className="visually-hidden"
          type="file"
          name="label"
          accept="image/*"
          capture="environment"
          onChange={(event) => {
            void fromPicture(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      <form className="inline-form" onSubmit={typed}>
        <label className="field">
          <span>{t('courier.typeCode')}</span>
          <input
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            dir="ltr"
          />
        </label>
        <button type="submit" className="button" disabled={busy}>
          {t('courier.open')}
        </button>
      </form>
      {busy && (
        <p className="message" role="status">
          {t('courier.loading')}
        </p>
      )}
      {found && (
        <div className="card stack" role="alert">
          {found.kind === 'unreadable' && <p>{t('courier.unreadable')}</p>}
          {found.kind === 'offline' && <p>{t('courier.scanOffline', { code: found.code })}</p>}
          {found.kind === 'error' && <p>{found.message}</p>}
          {found.kind === 'not_on_run' && (
            <>
              <p>{t('courier.notOnRun', { code: found.answer.tracking_code })}</p>
              {found.answer.can_add ? (
                <button
                  type="button"
                  className="button button-primary"
                  disabled={busy}
                  onClick={() => void add(found.answer.tracking_code)}
                >
                  {t('courier.addToRun')}
                </button>
              ) : (
                found.answer.refusal && (
                  <p>
                    {sayProblem({
                      code: found.answer.refusal,
                      params: { code: found.answer.tracking_code, stage: '' },
                      message: '',
                    })}
                  </p>
                )
              )}
            </>
          )}
        </div>
      )}
    </section>
  );
}
