import { render, screen, within } from '@testing-library/react';
import {
  allows,
  createInvoice,
  createPage,
  createParcel,
  deleteReview,
  findPersonalData,
  getActivity,
  getRun,
  getSettings,
  listApiKeys,
  listAudit,
  listInbox,
  listInvoices,
  listJobs,
  listOutbox,
  listParcels,
  listStaff,
  listWebhookEndpoints,
  sendEmail,
  updateParcel,
  uploadParcelImport,
  ROLES,
  type Endpoint,
  type Role,
} from '@waybill/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import * as paths from './paths';
import { t } from '../i18n/i18n';
import { LinkButton } from '../layout/LinkButton';
import { SideMenu } from '../layout/SideMenu';
import { RoleGate } from '../staff/RoleGate';
import { MENU_GROUPS, SCREEN_LIST, SCREENS, type ScreenEntry, type ScreenId } from './registry';
import { screenAt } from './screenAt';
import { lazyScreen } from './screens';
import { useAppStore } from './store';
import { envelope, fakeServer, testClient, withClient } from '../test/fake-api';

/** The endpoint each screen is built on: the screen opens for the roles that may call it. */
const BUILT_ON: Partial<Record<ScreenId, Endpoint>> = {
  parcels: listParcels,
  parcelCreate: createParcel,
  runs: getRun,
  parcelImport: uploadParcelImport,
  parcelDetail: listParcels,
  parcelUpdate: updateParcel,
  parcelUpdateMap: updateParcel,
  parcelUpdateImage: updateParcel,
  activities: getActivity,
  activityCreate: updateParcel,
  activityEdit: updateParcel,
  invoices: listInvoices,
  invoiceCreate: createInvoice,
  pages: createPage,
  pageCreate: createPage,
  pageEdit: createPage,
  reviews: deleteReview,
  reviewCreate: deleteReview,
  sendEmail,
  inbox: listInbox,
  outbox: listOutbox,
  settings: getSettings,
  settingsContact: getSettings,
  settingsMail: getSettings,
  settingsHtml: getSettings,
  settingsStages: getSettings,
  settingsTracking: getSettings,
  audit: listAudit,
  jobs: listJobs,
  apiKeys: listApiKeys,
  webhooks: listWebhookEndpoints,
  dataRequests: findPersonalData,
  staff: listStaff,
};

const as = (role: Role) =>
  useAppStore.setState({ admin: { email: `${role}@example.com`, name: role, role } });

afterEach(() => {
  vi.unstubAllGlobals();
  useAppStore.setState({ admin: false });
});

describe('the screen registry', () => {
  it('gives every screen who may open it and a menu decision', () => {
    const groups = new Set<string>(['home', ...MENU_GROUPS.map((group) => group.id)]);
    for (const entry of SCREEN_LIST) {
      expect(entry.access, entry.path).toBeTruthy();
      if (entry.menu === 'none') continue;
      expect(entry.access, entry.path).not.toBe('guest');
      expect(groups.has(entry.menu.group), entry.path).toBe(true);
    }
  });

  it("opens each screen for its endpoint's permission, and only the others for any member", () => {
    for (const [id, entry] of Object.entries(SCREENS) as [ScreenId, ScreenEntry][]) {
      const endpoint = BUILT_ON[id];
      if (endpoint) expect({ id, access: entry.access }).toEqual({ id, access: endpoint.access });
      else
        expect({ id, access: entry.access }).toMatchObject({
          id,
          access: expect.stringMatching(/^(guest|signed_in|account)$/),
        });
    }
  });

  it('ranks each group plainly and puts one screen, the dashboard, above the groups', () => {
    const places = SCREEN_LIST.flatMap((entry) => (entry.menu === 'none' ? [] : [entry.menu]));
    const ranks = places.map((place) => `${place.group}:${place.order}`);
    expect(new Set(ranks).size).toBe(ranks.length);
    expect(places.filter((place) => place.group === 'home')).toHaveLength(1);
    expect(SCREENS.dashboard.menu.group).toBe('home');
  });

  it('declares each address once', () => {
    const addresses = SCREEN_LIST.flatMap((entry) => [entry.path, ...(entry.also ?? [])]);
    expect(new Set(addresses).size).toBe(addresses.length);
    for (const address of addresses) expect(address).toMatch(/^\/(control|cp)(\/|$)/);
  });

  it('lists every path constant that screens link to', () => {
    const declared = new Set<string>(SCREEN_LIST.map((entry) => entry.path));
    // The constants and the patterns of PARCEL_ROUTES; the link builders are functions.
    const constants = Object.values(paths)
      .flatMap((value) => (typeof value === 'object' ? Object.values(value) : [value]))
      .filter((value): value is string => typeof value === 'string');
    expect(constants.length).toBeGreaterThan(30);
    for (const path of constants)
      expect({ path, declared: declared.has(path) }).toEqual({ path, declared: true });
  });

  it('finds the screen of an address as the router ranks them', () => {
    expect(screenAt('/control/parcels/list.html')).toBe(SCREENS.parcels);
    expect(screenAt('/control/parcels/WB1000')).toBe(SCREENS.parcelDetail);
    expect(screenAt('/control/parcels/WB1000/activities/create')).toBe(SCREENS.activityCreate);
    expect(screenAt('/cp/signup')).toBe(SCREENS.signUp);
    expect(screenAt('/control/no/such/screen.html')).toBeUndefined();
  });
});

describe('the role gate', () => {
  const gated = (address: string) =>
    render(
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route element={<RoleGate />}>
            <Route path="*" element={<h1>The screen</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );

  it('denies an address the registry does not list, even to the owner', async () => {
    as('owner');
    gated('/control/unlisted.html');
    expect(await screen.findByRole('alert')).toHaveTextContent(t('staff.not_allowed_title'));
    expect(screen.queryByRole('heading', { name: 'The screen' })).toBeNull();
  });

  it('opens a listed screen for a role it allows, and not for another', async () => {
    as('dispatcher');
    const { unmount } = gated(SCREENS.parcelCreate.path);
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeInTheDocument();
    unmount();
    as('viewer');
    gated(SCREENS.parcelCreate.path);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});

describe('the side menu', () => {
  /** The names the registry says a role's menu shows, in the menu's order. */
  const expectedFor = (role: Role) => {
    const place = ({ menu }: ScreenEntry) => {
      if (menu === 'none') return -1;
      const group = MENU_GROUPS.findIndex((candidate) => candidate.id === menu.group);
      return group * 100 + menu.order;
    };
    return SCREEN_LIST.filter((entry) => entry.menu !== 'none' && allows(role, entry.access))
      .sort((a, b) => place(a) - place(b))
      .map((entry) => t(entry.title));
  };

  it.each(ROLES)('shows a member whose role is %s what the registry lets it open', (role) => {
    as(role);
    // The side menu asks how many inbox messages are new.
    fakeServer(() => envelope(200, { new: 0 }));
    const Client = withClient(testClient());
    render(
      <Client>
        <MemoryRouter initialEntries={[SCREENS.dashboard.path]}>
          <SideMenu />
        </MemoryRouter>
      </Client>,
    );
    const menu = screen.getByRole('navigation', { name: t('shell.mainMenu') });
    const names = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(expectedFor(role));
    // A courier works in the courier app: the panel offers only their own account.
    if (role === 'courier') {
      expect(names).toEqual([
        t('shell.sectionAccount'),
        t('shell.sectionChangePassword'),
        t('shell.sectionSessions'),
      ]);
    } else {
      expect(names.length).toBeGreaterThan(3);
    }
  });
});

describe('types that keep the registry whole', () => {
  it('refuses an entry without a role or without a menu decision, and a link to no screen', () => {
    const screenOfTest = lazyScreen(() => Promise.resolve(() => null));
    // @ts-expect-error: a screen must say who may open it.
    const noRole: ScreenEntry = {
      path: '/x',
      title: 'shell.sectionStaff',
      menu: 'none',
      screen: screenOfTest,
    };
    // @ts-expect-error: a screen must say whether the menu shows it.
    const noMenu: ScreenEntry = {
      path: '/x',
      title: 'shell.sectionStaff',
      access: 'signed_in',
      screen: screenOfTest,
    };
    const guestInMenu: ScreenEntry = {
      path: '/x',
      title: 'shell.sectionStaff',
      access: 'guest',
      // @ts-expect-error: a guest screen is never in the menu.
      menu: { group: 'home', order: 9, icon: 'home' },
      screen: screenOfTest,
    };
    expect([noRole, noMenu, guestInMenu]).toHaveLength(3);
    as('owner');
    render(
      <MemoryRouter>
        {/* @ts-expect-error: a link must lead to a screen of the registry. */}
        <LinkButton to="/control/unlisted.html" text="Nowhere" />
        <LinkButton to={`${SCREENS.parcels.path}?late=true`} text="Late parcels" />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: 'Nowhere' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Late parcels' })).toBeInTheDocument();
  });
});
