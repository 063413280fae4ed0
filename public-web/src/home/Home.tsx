import { TrackingForm } from '../tracking/TrackingForm';
import { useDocumentTitle } from '../layout/useDocumentTitle';

/** /: a minimal home for now; the full page of SPEC §2 comes later. */
export function Home() {
  useDocumentTitle('Home');
  return (
    <section className="hero">
      <h1>Track your parcel</h1>
      <p>International and domestic shipping, delivered with care.</p>
      <TrackingForm />
    </section>
  );
}
