import { Link, NavLink } from 'react-router';
import { SITE_NAME } from './useDocumentTitle';

/** The top bar: brand and the main links (the full bar of SPEC §2 comes later). */
export function TopBar() {
  return (
    <header className="topbar">
      <Link to="/" className="topbar-brand">
        {SITE_NAME}
      </Link>
      <nav className="topbar-links" aria-label="Main">
        <NavLink to="/" end>
          HOME
        </NavLink>
        <NavLink to="/contact.html">CONTACT US</NavLink>
        <NavLink to="/track.html">TRACK</NavLink>
      </nav>
    </header>
  );
}
