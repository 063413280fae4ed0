import './home.css';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { HeroArt } from './HeroArt';
import { TrackingForm } from '../tracking/TrackingForm';

/** /: the hero with the tracking form; the sections of SPEC §2 follow in the content issue. */
export function Home() {
  useDocumentTitle('Home');
  return (
    <section className="hero" aria-labelledby="hero-heading">
      <HeroArt />
      <div className="container hero__content">
        <p className="hero__eyebrow">International &amp; domestic courier</p>
        <h1 id="hero-heading" className="hero__title">
          Track your parcel, every step of the way
        </h1>
        <p className="hero__lead">
          Enter your tracking number to see where your parcel is, the road it has travelled and when
          it is expected.
        </p>
        <TrackingForm variant="hero" />
      </div>
    </section>
  );
}
