import SignaturePad from 'signature_pad';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { t } from '../i18n/i18n';

export interface SignatureHandle {
  /** The drawn signature as a PNG, or null when nothing was drawn. */
  toBlob(): Promise<Blob | null>;
}

/**
 * The recipient signs on the screen with a finger (signature_pad). Drawn black on white whatever
 * the theme: it is a piece of paper, and the PNG the server keeps must read on a printed proof.
 */
export function SignatureField({ handle }: { handle: Ref<SignatureHandle> }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [empty, setEmpty] = useState(true);

  useEffect(() => {
    const canvas = canvasRef.current!;
    // No 2D canvas (a browser without one, the tests' DOM): no pad, the name stands alone.
    if (!canvas.getContext('2d')) return;
    const pad = new SignaturePad(canvas, {
      backgroundColor: 'rgb(255, 255, 255)',
      penColor: 'rgb(0, 0, 0)',
    });
    padRef.current = pad;
    const onEnd = () => setEmpty(pad.isEmpty());
    pad.addEventListener('endStroke', onEnd);
    // The canvas's pixels follow its size on screen and the screen's density (else lines blur).
    const resize = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const data = pad.toData();
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(data);
    };
    resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      pad.removeEventListener('endStroke', onEnd);
      pad.off();
    };
  }, []);

  useImperativeHandle(handle, () => ({
    toBlob: async () => {
      const pad = padRef.current;
      const canvas = canvasRef.current;
      if (!pad || !canvas || pad.isEmpty()) return null;
      // The canvas's own PNG (a data: URL fetched back would need connect-src data:).
      return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
    },
  }));

  return (
    <div className="field">
      <span id="signature-label">{t('courier.signature')}</span>
      <canvas
        ref={canvasRef}
        className="signature"
        role="img"
        aria-labelledby="signature-label"
        data-empty={empty}
      />
      <button
        type="button"
        className="button button-small"
        disabled={empty}
        onClick={() => {
          padRef.current?.clear();
          setEmpty(true);
        }}
      >
        {t('courier.clearSignature')}
      </button>
    </div>
  );
}
