import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listOutbox, revealOutboxMessage, type OutboxMessage } from '@waybill/shared';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OUTBOX } from '../app/paths';
import { useAppStore } from '../app/store';
import { currentLocale, startLanguage } from '../i18n/i18n';
import { envelope, fakeServer, paged, testClient, withClient } from '../test/fake-api';
import { Outbox } from './Outbox';

function message(id: number, fields: Partial<OutboxMessage>): OutboxMessage {
  return {
    id,
    to: `client${id}@example.com`,
    from: 'desk@example.com',
    subject: `Pickup ${id}`,
    status: 'queued',
    attempts: 0,
    last_error: null,
    next_attempt_at: '2025-03-12T14:05:00Z',
    sent_at: null,
    created_at: '2025-03-12T14:00:00Z',
    reply_to: null,
    text: `Your parcel ${id} is on its way.`,
    secret: false,
    ...fields,
  };
}

const MESSAGES = [
  message(1, { status: 'failed', attempts: 12, last_error: 'Mailbox unavailable' }),
  message(2, { status: 'sent', attempts: 1, sent_at: '2025-03-12T14:01:00Z' }),
  message(3, { subject: 'Your PIN', text: null, secret: true }),
];

/** The outbox screen against a fake server that lists MESSAGES (or none when filtered). */
function renderOutbox() {
  const server = fakeServer(({ url }) => {
    if (url.startsWith(revealOutboxMessage.route)) {
      return envelope(200, { id: 3, text: 'Your PIN is 482913.' });
    }
    if (url.startsWith(listOutbox.route)) {
      const filtered = new URL(url, 'http://localhost').searchParams.has('status');
      return envelope(200, paged(filtered ? [] : MESSAGES, 1, 1));
    }
    return envelope(200, { site: { time_zone: 'UTC' } });
  });
  const Wrapper = withClient(testClient());
  render(
    <Wrapper>
      <MemoryRouter initialEntries={[OUTBOX]}>
        <Routes>
          <Route path={OUTBOX} element={<Outbox />} />
        </Routes>
      </MemoryRouter>
    </Wrapper>,
  );
  return { server, user: userEvent.setup() };
}

/** The row of the message with this subject. */
async function rowOf(subject: string) {
  const table = await screen.findByRole('table');
  return within(table).getByText(subject).closest('tr') as HTMLElement;
}

beforeEach(() => {
  useAppStore.setState({ admin: { email: 'desk@example.com', name: 'Desk', role: 'dispatcher' } });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  useAppStore.setState({ admin: false });
  await startLanguage('en');
});

describe('the outbox in the staff member’s language', () => {
  it('speaks French: headings, columns, status labels and buttons; staff content as written', async () => {
    await startLanguage('fr');
    renderOutbox();

    expect(screen.getByRole('heading', { level: 1, name: "Boîte d'envoi" })).toBeInTheDocument();
    const failed = await rowOf('Pickup 1');
    expect(screen.getByRole('columnheader', { name: 'Tentatives' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Dernière erreur' })).toBeInTheDocument();
    expect(within(failed).getByText('échec')).toBeInTheDocument();
    expect(within(failed).getByText('Tentatives arrêtées')).toBeInTheDocument();
    expect(within(failed).getByRole('button', { name: 'Réessayer' })).toHaveAttribute(
      'title',
      'Renvoyer maintenant « Pickup 1 » à client1@example.com',
    );
    // The server's words (the error, the subject) are shown as they came.
    expect(within(failed).getByText('Mailbox unavailable')).toBeInTheDocument();
    const sent = await rowOf('Pickup 2');
    expect(within(sent).getByText('envoyé')).toBeInTheDocument();
    expect(within(sent).getByText(/^Envoyé le /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualiser' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveDisplayValue('Tous les statuts');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
  });

  it('speaks Arabic right to left, shows numbers in its number format, and still filters by the status code', async () => {
    await startLanguage('ar');
    const { server, user } = renderOutbox();

    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { level: 1, name: 'صندوق الصادر' })).toBeInTheDocument();
    const failed = await rowOf('Pickup 1');
    expect(screen.getByRole('columnheader', { name: 'المحاولات' })).toBeInTheDocument();
    expect(within(failed).getByText('فشلت')).toBeInTheDocument();
    expect(within(failed).getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
    const attempts = new Intl.NumberFormat(currentLocale()).format(12);
    expect(within(failed).getByRole('cell', { name: attempts })).toBeInTheDocument();

    // The label is Arabic, the value sent to the API stays the code.
    await user.selectOptions(screen.getByRole('combobox', { name: 'الحالة' }), 'فشلت');
    expect(await screen.findByText('لا توجد رسائل فاشلة.')).toBeInTheDocument();
    const filters = server.requests.map(({ url }) =>
      new URL(url, 'http://localhost').searchParams.get('status'),
    );
    expect(filters).toContain('failed');
  });
});

describe('the outbox for a viewer', () => {
  it('lists the messages but offers no Retry and no Send Email', async () => {
    useAppStore.setState({ admin: { email: 'eye@example.com', name: 'Eye', role: 'viewer' } });
    renderOutbox();
    const failed = await rowOf('Pickup 1');
    expect(within(failed).getByText('Mailbox unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    // Not the button, and not a link in the breadcrumb either: its name stays as text.
    expect(screen.queryByRole('link', { name: 'Send Email' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Send Email');
    // Reading stays: the list can still be refreshed.
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('offers Retry on a failed message to a dispatcher', async () => {
    renderOutbox();
    const failed = await rowOf('Pickup 1');
    expect(within(failed).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Send Email' })).toHaveLength(2);
  });
});

describe("a message's text", () => {
  it('opens under its row, with its Reply-To', async () => {
    const { user } = renderOutbox();
    const sent = await rowOf('Pickup 2');
    await user.click(within(sent).getByRole('button', { name: 'Show text' }));
    expect(await screen.findByText('Your parcel 2 is on its way.')).toBeInTheDocument();
    expect(within(sent).getByRole('button', { name: 'Hide text' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('keeps a secret one hidden from an admin, who is offered no way to read it', async () => {
    useAppStore.setState({ admin: { email: 'desk@example.com', name: 'Desk', role: 'admin' } });
    const first = renderOutbox();
    await first.user.click(
      within(await rowOf('Your PIN')).getByRole('button', { name: 'Show text' }),
    );
    expect(screen.getByText(/carries a PIN or a sign-in link/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read it (recorded)' })).toBeNull();
  });

  it('reveals a secret one to the owner through the audited call', async () => {
    useAppStore.setState({ admin: { email: 'boss@example.com', name: 'Boss', role: 'owner' } });
    const { server, user } = renderOutbox();
    await user.click(within(await rowOf('Your PIN')).getByRole('button', { name: 'Show text' }));
    await user.click(screen.getByRole('button', { name: 'Read it (recorded)' }));
    expect(await screen.findByText('Your PIN is 482913.')).toBeInTheDocument();
    expect(server.requests.some(({ url }) => url.startsWith(revealOutboxMessage.route))).toBe(true);
  });
});
