/** Decorative artwork of the hero, drawn in CSS: a globe, a delivery route and a parcel. */
export function HeroArt() {
  return (
    <div className="hero-art" aria-hidden="true">
      <div className="hero-art__glow" />
      <div className="hero-art__globe">
        <div className="hero-art__meridians" />
      </div>
      <div className="hero-art__route" />
      <div className="hero-art__stop hero-art__stop--from" />
      <div className="hero-art__stop hero-art__stop--to" />
      <div className="hero-art__parcel">
        <div className="hero-art__tape" />
      </div>
    </div>
  );
}
