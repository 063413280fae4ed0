import type { ReactNode } from 'react';

export interface PageHeroProps {
  /**
   * docs/product.md §7.3 hero pictures: 'hero5' or 'hero-mixed'; anything else gets the plain hero.
   */
  hero: string | null;
  /** 'overlay1' darkens the picture for legibility. */
  overlay: string | null;
  children: ReactNode;
}

/** The hero of a content page: original artwork per page.hero, drawn in SVG. */
export function PageHero({ hero, overlay, children }: PageHeroProps) {
  const variant = hero === 'hero5' || hero === 'hero-mixed' ? hero : 'plain';
  return (
    <section className={`page-hero page-hero--${variant}`} aria-labelledby="page-heading">
      {variant === 'hero5' && <HarbourArt />}
      {variant === 'hero-mixed' && <MixedArt />}
      {overlay === 'overlay1' && <div className="page-hero__overlay" data-overlay="overlay1" />}
      <div className="container page-hero__content">{children}</div>
    </section>
  );
}

/** hero5: a container ship leaving harbour at dusk. */
function HarbourArt() {
  return (
    <svg
      className="page-hero__art"
      viewBox="0 0 1200 400"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="930" cy="150" r="70" fill="#f2c14e" opacity="0.85" />
      <path d="M0 300h1200v100H0z" fill="#0d3350" />
      <path
        d="M0 300c80-10 160 10 240 0s160-10 240 0 160 10 240 0 160-10 240 0 160 10 240 0"
        stroke="#2c6d94"
        strokeWidth="4"
        fill="none"
      />
      <path d="M560 300l40 46h420l50-46z" fill="#1c2430" />
      {[0, 1, 2, 3, 4, 5, 6].map((column) =>
        [0, 1, 2].map((row) => (
          <rect
            key={`${column}-${row}`}
            x={620 + column * 52}
            y={236 + row * 22}
            width="48"
            height="20"
            fill={['#c62828', '#d4a017', '#2f6fde', '#1f8a4c'][(column + row) % 4]}
            opacity="0.92"
          />
        )),
      )}
      <rect x="990" y="196" width="40" height="104" fill="#e7eef6" />
      <rect x="998" y="206" width="24" height="10" fill="#5b6470" />
      <path d="M80 300V140h20v160zM60 150h170v12H60z" fill="#0b2a45" />
      <path d="M200 162v60" stroke="#0b2a45" strokeWidth="4" />
      <rect x="186" y="222" width="30" height="22" fill="#d4a017" />
    </svg>
  );
}

/** hero-mixed: air, road and sea on one route around a dotted globe grid. */
function MixedArt() {
  return (
    <svg
      className="page-hero__art"
      viewBox="0 0 1200 400"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      {Array.from({ length: 12 }, (_, row) =>
        Array.from({ length: 30 }, (_, column) => (
          <circle
            key={`${row}-${column}`}
            cx={20 + column * 40}
            cy={20 + row * 34}
            r="2.2"
            fill="#ffffff"
            opacity="0.12"
          />
        )),
      )}
      <path
        d="M120 320C320 120 620 360 820 170s260-60 320-90"
        stroke="#d4a017"
        strokeWidth="4"
        strokeDasharray="12 12"
        fill="none"
      />
      <path
        d="M1040 60l-60 30-44-14-14 8 32 22-26 14-14-6-10 6 18 14 26-8 56-30 8 18 10-6-4-26 22-14c8-6 4-14-2-10z"
        fill="#f6f1e3"
      />
      <g transform="translate(560 230)">
        <rect width="110" height="56" rx="4" fill="#f6f1e3" />
        <path d="M110 16h36l20 20v20h-56z" fill="#d4a017" />
        <circle cx="28" cy="62" r="12" fill="#1c2430" />
        <circle cx="136" cy="62" r="12" fill="#1c2430" />
      </g>
      <g transform="translate(110 300)">
        <path d="M0 0h180l-24 34H20z" fill="#f6f1e3" />
        <rect x="40" y="-26" width="34" height="26" fill="#c62828" />
        <rect x="78" y="-26" width="34" height="26" fill="#2f6fde" />
        <rect x="116" y="-26" width="34" height="26" fill="#1f8a4c" />
      </g>
    </svg>
  );
}
