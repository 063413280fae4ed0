import type { IconName } from '@blueprintjs/core';
import {
  ACCOUNT,
  ACCOUNT_PASSWORD,
  ADMIN_HOME,
  INVOICE_CREATE,
  INVOICES,
  OUTBOX,
  PAGE_CREATE,
  PAGES,
  PARCEL_CREATE,
  PARCELS,
  REVIEW_CREATE,
  REVIEWS,
  SEND_EMAIL,
  SETTINGS,
  SETTINGS_CONTACT,
  SETTINGS_HTML,
  SETTINGS_MAIL,
} from '../app/paths';

export interface Section {
  label: string;
  to: string;
  icon: IconName;
}

export interface SectionGroup {
  label: string;
  sections: readonly Section[];
}

/** The dashboard, above the groups. */
export const HOME_SECTION: Section = { label: 'Dashboard', to: ADMIN_HOME, icon: 'home' };

/** Every section of the control panel, grouped as the side menu shows them (issue 13). */
export const SECTION_GROUPS: readonly SectionGroup[] = [
  {
    label: 'Parcels',
    sections: [
      { label: 'Parcels', to: PARCELS, icon: 'box' },
      { label: 'Create Parcel', to: PARCEL_CREATE, icon: 'add' },
      { label: 'Invoices', to: INVOICES, icon: 'dollar' },
      { label: 'Create Invoice', to: INVOICE_CREATE, icon: 'document-share' },
    ],
  },
  {
    label: 'Content',
    sections: [
      { label: 'Pages', to: PAGES, icon: 'document' },
      { label: 'Create Page', to: PAGE_CREATE, icon: 'new-text-box' },
      { label: 'Reviews', to: REVIEWS, icon: 'comment' },
      { label: 'Create Review', to: REVIEW_CREATE, icon: 'new-object' },
    ],
  },
  {
    label: 'Mail',
    sections: [
      { label: 'Send Email', to: SEND_EMAIL, icon: 'envelope' },
      { label: 'Outbox', to: OUTBOX, icon: 'inbox' },
    ],
  },
  {
    label: 'Settings',
    sections: [
      { label: 'All settings', to: SETTINGS, icon: 'cog' },
      { label: 'Contact Info', to: SETTINGS_CONTACT, icon: 'phone' },
      { label: 'Mail Settings', to: SETTINGS_MAIL, icon: 'envelope' },
      { label: 'Html Settings', to: SETTINGS_HTML, icon: 'code' },
    ],
  },
  {
    label: 'Account',
    sections: [
      { label: 'Account', to: ACCOUNT, icon: 'user' },
      { label: 'Change password', to: ACCOUNT_PASSWORD, icon: 'key' },
    ],
  },
];

/** Every section, the dashboard first. */
export const ALL_SECTIONS: readonly Section[] = [
  HOME_SECTION,
  ...SECTION_GROUPS.flatMap((group) => group.sections),
];
