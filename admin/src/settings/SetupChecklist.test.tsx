import { render, screen, waitFor, within } from '@testing-library/react';
import { getSetupChecklist, SETUP_ITEMS, type SetupItem } from '@waybill/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_CONTACT, SETTINGS_MAIL } from '../app/paths';
import { useAppStore } from '../app/store';
import { envelope, fakeServer, testClient, withClient } from '../test/fake-api';
import { SetupChecklist } from './SetupChecklist';

function renderChecklist(done: Partial<Record<SetupItem, boolean>>, whenDone: 'hide' | 'show') {
  const items = SETUP_ITEMS.map((item) => ({ item, done: done[item] ?? false }));
  const server = fakeServer(({ url }) =>
    url.startsWith(getSetupChecklist.route)
      ? envelope(200, {
          items,
          complete: items.every((entry) => entry.done),
          public_url: { source: 'none', value: null },
        })
      : envelope(404, null),
  );
  const Wrapper = withClient(testClient());
  const view = render(
    <Wrapper>
      <MemoryRouter>
        <SetupChecklist whenDone={whenDone} />
      </MemoryRouter>
    </Wrapper>,
  );
  return { ...view, server };
}

beforeEach(() => {
  useAppStore.setState({ admin: { email: 'boss@example.com', name: 'Boss', role: 'owner' } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAppStore.setState({ admin: false });
});

describe('the set-up checklist', () => {
  it('says what is missing and links each item to the screen that sets it', async () => {
    renderChecklist({ contact_phone: true }, 'hide');
    const list = await screen.findByRole('list');
    const item = (name: string) =>
      within(list).getByText(name, { selector: 'strong' }).closest('li') as HTMLElement;
    expect(item('Company name')).toHaveTextContent(
      'not set, so documents and the site carry no company name',
    );
    expect(within(item('Company name')).getByRole('link', { name: 'Set it' })).toHaveAttribute(
      'href',
      SETTINGS_CONTACT,
    );
    expect(within(item('Mail')).getByRole('link', { name: 'Set it' })).toHaveAttribute(
      'href',
      SETTINGS_MAIL,
    );
    expect(item('Public address')).toHaveTextContent('set it here, or PUBLIC_URL in the server');
    expect(within(item('Public address')).getByRole('link', { name: 'Set it' })).toHaveAttribute(
      'href',
      SETTINGS_CONTACT,
    );
    expect(item('Logo')).toHaveTextContent("labels, invoices and the site's header show none");
    expect(within(item('Logo')).getByRole('link', { name: 'Set it' })).toHaveAttribute(
      'href',
      SETTINGS_CONTACT,
    );
    expect(within(item('Phone')).queryByRole('link')).toBeNull();
  });

  it('leaves the dashboard once complete, and stays in Settings', async () => {
    const all = Object.fromEntries(SETUP_ITEMS.map((item) => [item, true]));
    const dashboard = renderChecklist(all, 'hide');
    await waitFor(() => expect(dashboard.server.requests).toHaveLength(1));
    expect(dashboard.container).toBeEmptyDOMElement();
    dashboard.unmount();
    renderChecklist(all, 'show');
    expect(await screen.findByText('Everything is set up.')).toBeInTheDocument();
  });

  it('is not shown to a dispatcher, who does not read the settings', () => {
    useAppStore.setState({ admin: { email: 'd@example.com', name: 'D', role: 'dispatcher' } });
    const { container } = renderChecklist({}, 'show');
    expect(container).toBeEmptyDOMElement();
  });
});
