import { renderHook } from '@testing-library/react';
import { allows, type Role } from '@waybill/shared';
import { describe, expect, it } from 'vitest';
import { ADMIN_HOME, PAGES, PARCELS, SETTINGS, STAFF, parcelPaths } from '../app/paths';
import { useAppStore } from '../app/store';
import { SECTION_GROUPS } from '../layout/sections';
import { opensScreen, useMayOpen } from './access';

const opens = (role: Role, path: string) => opensScreen(role, path);
const menuOf = (role: Role) =>
  SECTION_GROUPS.flatMap((group) => group.sections)
    .filter((section) => allows(role, section.access))
    .map((section) => section.label);

describe('which screens a role opens', () => {
  it('lets a dispatcher work on parcels but keeps it from settings, pages and staff', () => {
    expect(opens('dispatcher', PARCELS)).toBe(true);
    expect(opens('dispatcher', parcelPaths.update('WB1'))).toBe(true);
    expect(opens('dispatcher', parcelPaths.activityEdit('WB1', 3))).toBe(true);
    for (const path of [SETTINGS, '/control/settings/mail', PAGES, '/control/pages/about', STAFF]) {
      expect({ path, opens: opens('dispatcher', path) }).toEqual({ path, opens: false });
    }
  });

  it('lets a viewer read a parcel but not open a screen that changes one', () => {
    expect(opens('viewer', parcelPaths.detail('WB1'))).toBe(true);
    expect(opens('viewer', parcelPaths.activities('WB1'))).toBe(true);
    for (const path of [
      parcelPaths.update('WB1'),
      parcelPaths.updateMap('WB1'),
      parcelPaths.updateImage('WB1'),
      parcelPaths.activityCreate('WB1'),
      '/control/parcels/create.html',
      '/control/email/send.html',
    ]) {
      expect({ path, opens: opens('viewer', path) }).toEqual({ path, opens: false });
    }
  });

  it('opens the dashboard for every role, and the staff screen for the owner only', () => {
    for (const role of ['owner', 'admin', 'dispatcher', 'viewer'] as const) {
      expect(opens(role, ADMIN_HOME)).toBe(true);
      expect(opens(role, STAFF)).toBe(role === 'owner');
    }
  });

  it('keeps a courier to their own account: their run is in the courier app', () => {
    for (const path of [ADMIN_HOME, PARCELS, parcelPaths.detail('WB1'), '/control/runs', STAFF]) {
      expect({ path, opens: opens('courier', path) }).toEqual({ path, opens: false });
    }
    expect(opens('courier', '/control/account/index.html')).toBe(true);
    expect(opens('dispatcher', '/control/runs')).toBe(true);
    expect(opens('viewer', '/control/runs')).toBe(true);
  });

  it('opens an address the registry does not list for no role', () => {
    for (const role of ['owner', 'admin', 'dispatcher', 'viewer'] as const) {
      expect(opens(role, '/control/secret.html')).toBe(false);
      expect(opens(role, '/control/parcels/WB1/secret')).toBe(false);
    }
  });
});

describe('the side menu', () => {
  it('shows each role only its sections', () => {
    expect(menuOf('owner')).toContain('shell.sectionStaff');
    expect(menuOf('admin')).not.toContain('shell.sectionStaff');
    expect(menuOf('admin')).toContain('shell.sectionAllSettings');
    const dispatcher = menuOf('dispatcher');
    expect(dispatcher).toEqual(
      expect.arrayContaining([
        'shell.sectionParcels',
        'shell.sectionSendEmail',
        'shell.sectionOutbox',
      ]),
    );
    for (const hidden of [
      'shell.sectionPages',
      'shell.sectionReviews',
      'shell.sectionAllSettings',
    ]) {
      expect(dispatcher).not.toContain(hidden);
    }
    expect(menuOf('viewer')).not.toContain('shell.sectionCreateParcel');
    expect(menuOf('viewer')).toContain('shell.sectionChangePassword');
  });
});

describe('a link button', () => {
  it('is shown to a signed-out visitor and to a role that may open its screen, and to no one else', () => {
    const mayOpen = () => renderHook(() => useMayOpen()).result.current;
    useAppStore.setState({ admin: false });
    expect(mayOpen()(parcelPaths.update('WB1'))).toBe(true);
    useAppStore.setState({ admin: { email: 'v@example.com', name: 'V', role: 'viewer' } });
    expect(mayOpen()(parcelPaths.update('WB1'))).toBe(false);
    expect(mayOpen()(`${PARCELS}?late=true`)).toBe(true);
    useAppStore.setState({ admin: { email: 'd@example.com', name: 'D', role: 'dispatcher' } });
    expect(mayOpen()(parcelPaths.update('WB1'))).toBe(true);
    expect(mayOpen()(`${SETTINGS}?tab=mail`)).toBe(false);
    expect(mayOpen()('/control/no/such/screen.html')).toBe(false);
  });
});
