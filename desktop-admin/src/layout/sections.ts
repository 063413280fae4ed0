import type { IconName } from '@blueprintjs/core';
import type { Access } from '@waybill/shared';
import {
  ACCOUNT,
  ACCOUNT_PASSWORD,
  // Staff sessions (issue 14).
  ACCOUNT_SESSIONS,
  // Audit trail (issue 14).
  AUDIT,
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
  SETTINGS_STAGES,
  SETTINGS_TRACKING,
} from '../app/paths';
import type { AdminMessageKey } from '../i18n/en';
import { STAFF, screenAccess } from '../staff/access';

export interface Section {
  /** The key of its name (t() at render time: the language is known only once started). */
  label: AdminMessageKey;
  to: string;
  icon: IconName;
}

/** What a section's screen needs (staff/access.ts): the menu shows it only to roles that may. */
export const sectionAccess = (section: Section): Access => screenAccess(section.to);

export interface SectionGroup {
  label: AdminMessageKey;
  sections: readonly Section[];
}

/** The dashboard, above the groups. */
export const HOME_SECTION: Section = {
  label: 'shell.sectionDashboard',
  to: ADMIN_HOME,
  icon: 'home',
};

/** Every section of the control panel, grouped as the side menu shows them (issue 13). */
export const SECTION_GROUPS: readonly SectionGroup[] = [
  {
    label: 'shell.groupParcels',
    sections: [
      { label: 'shell.sectionParcels', to: PARCELS, icon: 'box' },
      { label: 'shell.sectionCreateParcel', to: PARCEL_CREATE, icon: 'add' },
      { label: 'shell.sectionInvoices', to: INVOICES, icon: 'dollar' },
      { label: 'shell.sectionCreateInvoice', to: INVOICE_CREATE, icon: 'document-share' },
    ],
  },
  {
    label: 'shell.groupContent',
    sections: [
      { label: 'shell.sectionPages', to: PAGES, icon: 'document' },
      { label: 'shell.sectionCreatePage', to: PAGE_CREATE, icon: 'new-text-box' },
      { label: 'shell.sectionReviews', to: REVIEWS, icon: 'comment' },
      { label: 'shell.sectionCreateReview', to: REVIEW_CREATE, icon: 'new-object' },
    ],
  },
  {
    label: 'shell.groupMail',
    sections: [
      { label: 'shell.sectionSendEmail', to: SEND_EMAIL, icon: 'envelope' },
      { label: 'shell.sectionOutbox', to: OUTBOX, icon: 'inbox' },
    ],
  },
  {
    label: 'shell.groupSettings',
    sections: [
      { label: 'shell.sectionAllSettings', to: SETTINGS, icon: 'cog' },
      { label: 'shell.sectionContactInfo', to: SETTINGS_CONTACT, icon: 'phone' },
      { label: 'shell.sectionMailSettings', to: SETTINGS_MAIL, icon: 'envelope' },
      { label: 'shell.sectionHtmlSettings', to: SETTINGS_HTML, icon: 'code' },
      // Parcel stages (issue 16).
      { label: 'stages.settings.title', to: SETTINGS_STAGES, icon: 'flow-linear' },
      // Privacy by default on the tracking page (issue 16).
      { label: 'settings.tracking', to: SETTINGS_TRACKING, icon: 'eye-off' },
      // Audit trail (issue 14).
      { label: 'audit.section', to: AUDIT, icon: 'history' },
    ],
  },
  {
    label: 'shell.groupAccount',
    sections: [
      { label: 'shell.sectionAccount', to: ACCOUNT, icon: 'user' },
      { label: 'shell.sectionChangePassword', to: ACCOUNT_PASSWORD, icon: 'key' },
      // Staff sessions (issue 14).
      { label: 'sessions.menu', to: ACCOUNT_SESSIONS, icon: 'desktop' },
      // Issue 14: the owner's staff screen.
      { label: 'staff.menu', to: STAFF, icon: 'people' },
    ],
  },
];

/** Every section, the dashboard first. */
export const ALL_SECTIONS: readonly Section[] = [
  HOME_SECTION,
  ...SECTION_GROUPS.flatMap((group) => group.sections),
];
