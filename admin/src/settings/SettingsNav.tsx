import '../content/content.css';
import { Card, Icon, type IconName } from '@blueprintjs/core';
import { Link, NavLink } from 'react-router';
import {
  SETTINGS_CONTACT,
  SETTINGS_HTML,
  SETTINGS_MAIL,
  SETTINGS_STAGES,
  SETTINGS_TRACKING,
} from '../app/paths';
import type { ScreenPath } from '../app/registry';
import { t } from '../i18n/i18n';

interface SettingsSection {
  label: string;
  to: ScreenPath;
  icon: IconName;
  description: string;
}

/** The settings forms, named in the current language. */
export function settingsSections(): readonly SettingsSection[] {
  return [
    {
      label: t('settings.contact'),
      to: SETTINGS_CONTACT,
      icon: 'phone',
      description: t('settings.contactDescription'),
    },
    {
      label: t('settings.mail'),
      to: SETTINGS_MAIL,
      icon: 'envelope',
      description: t('settings.mailDescription'),
    },
    {
      label: t('settings.html'),
      to: SETTINGS_HTML,
      icon: 'code',
      description: t('settings.htmlDescription'),
    },
    {
      label: t('stages.settings.title'),
      to: SETTINGS_STAGES,
      icon: 'flow-linear',
      description: t('stages.settings.description'),
    },
    {
      label: t('settings.tracking'),
      to: SETTINGS_TRACKING,
      icon: 'eye-off',
      description: t('settings.trackingDescription'),
    },
  ];
}

/** The settings menu as tiles (docs/product.md §4.7): the /control/settings screen. */
export function SettingsTiles() {
  return (
    <nav className="wb-settings-tiles" aria-label={t('settings.title')}>
      {settingsSections().map((section) => (
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
    <nav className="wb-settings-nav" aria-label={t('settings.title')}>
      <ul>
        {settingsSections().map((section) => (
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
