/**
 * Original artwork of the home page, drawn as small inline SVG in the theme's colours (no image
 * files to fetch, nothing copied). Every drawing is decorative: the text beside it says it all.
 */

export function WarehouseArt() {
  return (
    <svg className="art" viewBox="0 0 320 220" aria-hidden="true" focusable="false">
      <rect x="0" y="190" width="320" height="30" rx="6" fill="var(--art-ground)" />
      <path d="M30 190V92l100-52 100 52v98z" fill="var(--art-panel)" />
      <path d="M18 98 130 38l112 60" stroke="var(--accent)" strokeWidth="10" fill="none" />
      <rect x="78" y="120" width="104" height="70" rx="4" fill="var(--art-deep)" />
      {[0, 1, 2, 3].map((row) => (
        <rect
          key={row}
          x="84"
          y={126 + row * 16}
          width="92"
          height="10"
          rx="2"
          fill="var(--art-line)"
        />
      ))}
      <rect x="196" y="150" width="44" height="40" rx="3" fill="#c8924f" />
      <rect x="214" y="150" width="8" height="40" fill="#e8c889" />
      <rect x="246" y="162" width="36" height="28" rx="3" fill="#b77d3f" />
      <rect x="260" y="162" width="8" height="28" fill="#e8c889" />
      <rect x="222" y="124" width="34" height="26" rx="3" fill="#d9a662" />
      <rect x="235" y="124" width="8" height="26" fill="#f1dca8" />
      <circle cx="130" cy="82" r="12" fill="var(--accent)" />
      <path d="M124 82l4 4 8-8" stroke="var(--art-deep)" strokeWidth="3" fill="none" />
    </svg>
  );
}

export function ParcelStackArt() {
  return (
    <svg className="art" viewBox="0 0 280 220" aria-hidden="true" focusable="false">
      <ellipse cx="140" cy="200" rx="120" ry="14" fill="var(--art-ground)" />
      <g>
        <rect x="40" y="120" width="100" height="78" rx="6" fill="#c8924f" />
        <rect x="82" y="120" width="16" height="78" fill="#edd39a" />
        <rect x="150" y="110" width="96" height="88" rx="6" fill="#b77d3f" />
        <rect x="190" y="110" width="16" height="88" fill="#e8c889" />
        <rect x="88" y="40" width="104" height="80" rx="6" fill="#d9a662" />
        <rect x="132" y="40" width="16" height="80" fill="#f3e0b0" />
        <rect x="104" y="86" width="26" height="18" rx="2" fill="#ffffff" />
        <path d="M108 91h18M108 96h12" stroke="#1c2430" strokeWidth="2" strokeLinecap="round" />
      </g>
      <circle cx="236" cy="52" r="22" fill="var(--accent)" />
      <path
        d="M226 52l7 7 13-14"
        stroke="var(--art-deep)"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function ExpressArt() {
  return (
    <svg className="art art--express" viewBox="0 0 320 160" aria-hidden="true" focusable="false">
      {[40, 64, 88, 112].map((y, index) => (
        <rect
          key={y}
          x={10 + index * 12}
          y={y}
          width={70 - index * 10}
          height="6"
          rx="3"
          fill="var(--hero-muted)"
          opacity={0.7 - index * 0.12}
        />
      ))}
      <path d="M110 50h120l40 34v38H110z" fill="var(--accent)" />
      <path d="M236 58l28 26h-28z" fill="var(--hero-from)" opacity="0.55" />
      <rect x="110" y="50" width="112" height="72" rx="6" fill="#f6f1e3" />
      <path d="M150 66l-12 26h14l-6 22 26-32h-15l9-16z" fill="var(--accent-strong)" />
      <circle cx="146" cy="126" r="16" fill="#1c2430" />
      <circle cx="146" cy="126" r="6" fill="#d0d6de" />
      <circle cx="244" cy="126" r="16" fill="#1c2430" />
      <circle cx="244" cy="126" r="6" fill="#d0d6de" />
    </svg>
  );
}

export function DocumentParcelArt() {
  return (
    <svg className="service-art" viewBox="0 0 96 72" aria-hidden="true" focusable="false">
      <rect x="8" y="10" width="40" height="52" rx="4" fill="var(--art-panel)" />
      <path
        d="M16 22h24M16 30h24M16 38h16"
        stroke="var(--art-line)"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <rect x="40" y="26" width="48" height="38" rx="4" fill="#c8924f" />
      <rect x="59" y="26" width="10" height="38" fill="#edd39a" />
    </svg>
  );
}

export function PlaneArt() {
  return (
    <svg className="service-art" viewBox="0 0 96 72" aria-hidden="true" focusable="false">
      <path
        d="M6 58c20-8 44-8 84-30"
        stroke="var(--art-line)"
        strokeWidth="3"
        strokeDasharray="6 6"
        fill="none"
      />
      <path
        d="M86 14 54 30 30 22l-8 4 18 12-14 8-8-3-5 3 10 7 14-4 30-16 4 10 6-3-2-14 12-8c4-3 2-8-1-6z"
        fill="var(--accent)"
      />
    </svg>
  );
}

export function TruckArt() {
  return (
    <svg className="service-art" viewBox="0 0 96 72" aria-hidden="true" focusable="false">
      <rect x="6" y="18" width="52" height="34" rx="3" fill="var(--art-panel)" />
      <path d="M58 28h18l12 12v12H58z" fill="var(--accent)" />
      <path d="M64 32h10l7 8H64z" fill="var(--art-deep)" opacity="0.7" />
      <rect x="4" y="62" width="88" height="4" rx="2" fill="var(--art-ground)" />
      <circle cx="22" cy="56" r="8" fill="#1c2430" />
      <circle cx="22" cy="56" r="3" fill="#d0d6de" />
      <circle cx="74" cy="56" r="8" fill="#1c2430" />
      <circle cx="74" cy="56" r="3" fill="#d0d6de" />
    </svg>
  );
}

export function PhoneArt() {
  return (
    <svg className="art art--phone" viewBox="0 0 200 260" aria-hidden="true" focusable="false">
      <circle cx="100" cy="130" r="96" fill="var(--art-ground)" />
      <rect x="56" y="22" width="88" height="200" rx="16" fill="#1c2430" />
      <rect x="63" y="36" width="74" height="170" rx="8" fill="#e7eef6" />
      <path d="M63 86c20 8 30-10 50 0s24 10 24 10" stroke="#b9c9da" strokeWidth="10" fill="none" />
      <path
        d="M78 150c16-30 30-20 44-52"
        stroke="#d4a017"
        strokeWidth="3"
        strokeDasharray="5 5"
        fill="none"
      />
      <path
        d="M122 84a10 10 0 0 0-10 10c0 8 10 18 10 18s10-10 10-18a10 10 0 0 0-10-10z"
        fill="#c62828"
      />
      <circle cx="78" cy="150" r="6" fill="#1f8a4c" />
      <rect x="70" y="176" width="60" height="18" rx="9" fill="#d4a017" />
      <rect x="88" y="28" width="24" height="4" rx="2" fill="#3a4654" />
    </svg>
  );
}
