import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { TrackingForm } from './TrackingForm';

/** /track.html: placeholder until the tracking screen is built; shows the code it was given. */
export function Track() {
  useDocumentTitle('Track Parcel');
  const [params] = useSearchParams();
  const code = params.get('code');
  return (
    <section>
      <h1>Track Parcel</h1>
      {/* Remount when the code changes so the form shows it. */}
      <TrackingForm key={code ?? ''} initialCode={code ?? ''} />
      {code !== null && (
        <p className="track-code">
          Tracking code: <strong data-testid="tracking-code">{code}</strong>
        </p>
      )}
    </section>
  );
}
