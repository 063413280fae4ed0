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

  it('says a secret changed without a value, and names other records’ fields as stored', () => {
    render(
      <AuditChanges
        entry={entry({
          entity: 'account',
          changes: { password_hash: { before: '[hidden]', after: '[hidden]' } },
        })}
      />,
    );
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('password_hash');
    expect(within(item).getByRole('insertion')).toHaveTextContent('hidden');
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

  it('shows a dash when nothing but the action is recorded', () => {
    render(<AuditChanges entry={entry({ action: 'signin' })} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('—')).toBeInTheDocument();
  });
});

describe('AuditActor', () => {
  it('names the member and role, or a visitor', () => {
    const { rerender } = render(<AuditActor entry={entry({})} />);
    expect(screen.getByText('boss@example.com')).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
    rerender(<AuditActor entry={entry({ account_email: null, account_role: null })} />);
    expect(screen.getByText('Visitor')).toBeInTheDocument();
  });
});
