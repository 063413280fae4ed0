import { render, screen, within } from '@testing-library/react';
import type { AuditEntry } from '@waybill/shared';
import { describe, expect, it } from 'vitest';
import { AuditActor, AuditChanges } from './AuditChanges';

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-25T10:00:00.000Z',
  account_id: 1,
  account_email: 'boss@example.com',
  account_role: 'admin',
  ip: '127.0.0.1',
  user_agent: null,
  request_id: null,
  entity: 'parcel',
  entity_id: '7',
  action: 'update',
  changes: {},
  ...fields,
});

describe('AuditChanges', () => {
  it('shows each field by its label, before → after, with empty and hidden values in words', () => {
    render(
      <AuditChanges
        entry={entry({
          changes: {
            destination: { before: 'Lisbon', after: 'Porto' },
            status: { before: null, after: 'In transit' },
          },
        })}
      />,
    );
    const [destination, status] = screen.getAllByRole('listitem');
    expect(destination).toHaveTextContent('Destination');
    expect(within(destination).getByRole('deletion')).toHaveTextContent('Lisbon');
    expect(within(destination).getByRole('insertion')).toHaveTextContent('Porto');
    expect(within(status).getByRole('deletion')).toHaveTextContent('(empty)');
  });

  it('says a secret changed without a value, and names other records’ fields in words', () => {
    render(
      <AuditChanges
        entry={entry({
          entity: 'account',
          changes: { password_hash: { before: '[hidden]', after: '[hidden]' } },
        })}
      />,
    );
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('Password');
    expect(item).not.toHaveTextContent('password_hash');
    expect(within(item).getByRole('insertion')).toHaveTextContent('hidden');
  });

  it('says a person’s value was erased where their erasure left it unreadable', () => {
    render(
      <AuditChanges
        entry={entry({
          changes: {
            recipient_name: { before: '[erased]', after: '[erased]' },
            status: { before: 'At hub', after: 'Delivered' },
          },
        })}
      />,
    );
    const [name, status] = screen.getAllByRole('listitem');
    expect(within(name).getByRole('deletion')).toHaveTextContent('erased (personal data)');
    expect(within(name).getByRole('insertion')).toHaveTextContent('erased (personal data)');
    expect(name).not.toHaveTextContent('[erased]');
    expect(within(status).getByRole('insertion')).toHaveTextContent('Delivered');
  });

  it('names a role and says yes or no for a staff change', () => {
    render(
      <AuditChanges
        entry={entry({
          entity: 'account',
          action: 'role_change',
          changes: {
            role: { before: 'dispatcher', after: 'viewer' },
            disabled: { before: false, after: true },
          },
        })}
      />,
    );
    const [role, disabled] = screen.getAllByRole('listitem');
    expect(within(role).getByRole('deletion')).toHaveTextContent('Dispatcher');
    expect(within(role).getByRole('insertion')).toHaveTextContent('Viewer');
    expect(within(disabled).getByRole('deletion')).toHaveTextContent('no');
    expect(within(disabled).getByRole('insertion')).toHaveTextContent('yes');
  });

  it('names settings by their form’s labels, an unknown field readably, never by its raw key', () => {
    render(
      <AuditChanges
        entry={entry({
          entity: 'settings',
          changes: {
            contact_phone: { before: '', after: '+234 803 555 1000' },
            status_key_mapping: { before: 'a', after: 'b' },
          },
        })}
      />,
    );
    const [phone, other] = screen.getAllByRole('listitem');
    expect(phone).toHaveTextContent('Contact phone');
    expect(phone).not.toHaveTextContent('contact_phone');
    // Each value keeps its own direction, so a phone reads in order in Arabic too.
    expect(within(phone).getByRole('insertion').querySelector('bdi')).toHaveAttribute(
      'dir',
      'auto',
    );
    expect(other).toHaveTextContent('Status key mapping');
  });

  it('shows a recorded time in the company’s time zone, not as the ISO string', () => {
    render(
      <AuditChanges
        timeZone="Africa/Lagos"
        entry={entry({
          entity: 'account',
          changes: { disabled_at: { before: null, after: '2026-11-25T10:00:00.000Z' } },
        })}
      />,
    );
    const after = screen.getByRole('insertion');
    expect(after).not.toHaveTextContent('2026-11-25T10');
    // 10:00 UTC is 11:00 in Lagos.
    expect(after).toHaveTextContent(/25 Nov 2026, 11:00/);
  });

  it('shows a dash when nothing but the action is recorded', () => {
    render(<AuditChanges entry={entry({ action: 'signin' })} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('—')).toBeInTheDocument();
  });
});

describe('AuditActor', () => {
  it('names the member by its display name, with its e-mail and role, or a visitor', () => {
    const { rerender } = render(<AuditActor entry={{ ...entry({}), account_name: 'Ada Boss' }} />);
    expect(screen.getByText('Ada Boss')).toBeInTheDocument();
    expect(screen.getByText('boss@example.com')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('Admin')).toBeInTheDocument();
    rerender(<AuditActor entry={entry({ account_email: null, account_role: null })} />);
    expect(screen.getByText('Visitor')).toBeInTheDocument();
  });
});
