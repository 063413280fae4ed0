import { Card, Icon, type IconName } from '@blueprintjs/core';
import { Link, NavLink } from 'react-router';
import { SETTINGS_CONTACT, SETTINGS_HTML, SETTINGS_MAIL } from '../app/paths';

export const SETTINGS_SECTIONS: readonly {
  label: string;
  to: string;
  icon: IconName;
  description: string;
}[] = [
  {
    label: 'Contact Info',
    to: SETTINGS_CONTACT,
    icon: 'phone',
    description: 'The e-mail, phones, address and social links in the public footer.',
  },
  {
    label: 'Mail Settings',
    to: SETTINGS_MAIL,
    icon: 'envelope',
    description: 'How e-mail leaves the server and which template it uses.',
  },
  {
    label: 'Html Settings',
    to: SETTINGS_HTML,
    icon: 'code',
    description: 'The meta description for search engines and a chat widget for every page.',
  },
];

/** The settings menu as tiles (docs/product.md §4.7): the /control/settings screen. */
export function SettingsTiles() {
  return (
    <nav className="wb-settings-tiles" aria-label="Settings">
      {SETTINGS_SECTIONS.map((section) => (
        <Link key={section.to} to={section.to} className="wb-tile">
          <Card interactive className="wb-settings-tile">
            <Icon icon={section.icon} size={24} />
            <span>
              <span className="wb-tile-label">{section.label}</span>
              <span className="wb-settings-tile-text">{section.description}</span>
            </span>
          </Card>
        </Link>
      ))}
    </nav>
  );
}

/** The same menu beside each settings form, the current one marked. */
export function SettingsSideNav() {
  return (
    <nav className="wb-settings-nav" aria-label="Settings">
      <ul>
        {SETTINGS_SECTIONS.map((section) => (
          <li key={section.to}>
            <NavLink to={section.to} className="wb-settings-nav-link">
              <Icon icon={section.icon} />
              <span>{section.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
