import { render, renderHook, screen } from '@testing-library/react';
import { deleteParcel, listAudit, listStaff, retryOutboxMessage } from '@waybill/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../app/store';
import { useCan } from './access';
import { Can } from './RoleGate';

const as = (role: 'owner' | 'admin' | 'dispatcher' | 'viewer') =>
  useAppStore.setState({ admin: { email: `${role}@example.com`, name: role, role } });

afterEach(() => useAppStore.setState({ admin: false }));

describe('useCan', () => {
  it('answers from the member’s role what the endpoint declares', () => {
    as('viewer');
    expect(renderHook(() => useCan(deleteParcel.access)).result.current).toBe(false);
    expect(renderHook(() => useCan(retryOutboxMessage.access)).result.current).toBe(false);
    as('dispatcher');
    expect(renderHook(() => useCan(deleteParcel.access)).result.current).toBe(true);
    expect(renderHook(() => useCan(listAudit.access)).result.current).toBe(false);
    as('admin');
    expect(renderHook(() => useCan(listStaff.access)).result.current).toBe(false);
    as('owner');
    expect(renderHook(() => useCan(listStaff.access)).result.current).toBe(true);
  });

  it('is false for everything but public when signed out', () => {
    expect(renderHook(() => useCan('signed_in')).result.current).toBe(false);
    expect(renderHook(() => useCan('public')).result.current).toBe(true);
  });

  it('follows a new role at once', () => {
    as('dispatcher');
    const { result, rerender } = renderHook(() => useCan(deleteParcel.access));
    expect(result.current).toBe(true);
    as('viewer');
    rerender();
    expect(result.current).toBe(false);
  });
});

describe('Can', () => {
  it('renders its part only for a role that may, and nothing (not a disabled control) otherwise', () => {
    as('viewer');
    const { rerender, container } = render(
      <Can access={deleteParcel.access}>
        <button type="button">Delete</button>
      </Can>,
    );
    expect(container).toBeEmptyDOMElement();
    as('dispatcher');
    rerender(
      <Can access={deleteParcel.access}>
        <button type="button">Delete</button>
      </Can>,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
  });
});
