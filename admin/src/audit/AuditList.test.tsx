import { act, fireEvent, render, screen } from '@testing-library/react';
import { exportAuditCsv, listAudit } from '@waybill/shared';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, fakeServer, paged, testClient, withClient } from '../test/fake-api';
import { AuditList } from './AuditList';

afterEach(() => vi.unstubAllGlobals());

describe('the audit list’s filters', () => {
  it('a filter chosen right after "Clear filters" keeps none of the cleared ones', async () => {
    fakeServer(({ url }) =>
      url.startsWith(listAudit.route) ? envelope(200, paged([], 1, 0)) : envelope(404, null),
    );
    const Wrapper = withClient(testClient());
    const path = '/control/audit/list.html';
    render(
      <Wrapper>
        <MemoryRouter initialEntries={[`${path}?from=2000-01-01&to=2999-12-31`]}>
          <Routes>
            <Route path={path} element={<AuditList />} />
          </Routes>
        </MemoryRouter>
      </Wrapper>,
    );
    const clear = await screen.findByRole('button', { name: 'Clear filters' });
    // Both in one turn, as a quick hand does before the cleared URL is drawn.
    act(() => {
      fireEvent.click(clear);
      fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'update' } });
    });
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      exportAuditCsv.path({}, { action: 'update' }),
    );
  });
});
