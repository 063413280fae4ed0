import { describe, expect, it } from 'vitest';
import {
  listApiQuery,
  listSearchParams,
  MAX_RESTORED_PAGES,
  parcelListUrl,
  readListParams,
} from './list-params';

describe('the parcel list in its URL', () => {
  it('reads every filter, the sort and the pages, and writes them back the same', () => {
    const url = new URLSearchParams(
      'search=lagos&status=In+transit&late=true&at_risk=true&created_on=2026-03-12&created_from=2026-03-01&created_to=2026-03-31&sort=updated_asc&page=3',
    );
    const params = readListParams(url);
    expect(params).toEqual({
      search: 'lagos',
      status: 'In transit',
      late: true,
      atRisk: true,
      createdOn: '2026-03-12',
      createdFrom: '2026-03-01',
      createdTo: '2026-03-31',
      sort: 'updated_asc',
      pages: 3,
      columns: ['recipient', 'destination', 'status', 'due', 'created', 'updated'],
    });
    expect(listSearchParams(params).toString()).toBe(url.toString());
  });

  it('leaves the defaults out, so the plain list has the plain address', () => {
    expect(parcelListUrl('/control/parcels/list.html', {})).toBe('/control/parcels/list.html');
    expect(parcelListUrl('/list', { sort: 'created_desc', pages: 1 })).toBe('/list');
    expect(parcelListUrl('/list', { late: true })).toBe('/list?late=true');
    expect(parcelListUrl('/list', { atRisk: true })).toBe('/list?at_risk=true');
    expect(parcelListUrl('/list', { status: 'Held & waiting' })).toBe(
      '/list?status=Held+%26+waiting',
    );
  });

  it('falls back to the default for what a hand-edited URL gets wrong', () => {
    expect(
      readListParams(
        new URLSearchParams(
          'late=yes&sort=sideways&created_on=tomorrow&created_from=1.3.2026&page=-2&status=%20',
        ),
      ),
    ).toEqual({
      search: '',
      status: '',
      late: false,
      atRisk: false,
      createdOn: '',
      createdFrom: '',
      createdTo: '',
      sort: 'created_desc',
      pages: 1,
      columns: ['recipient', 'destination', 'status', 'due', 'created', 'updated'],
    });
    expect(readListParams(new URLSearchParams('page=100000')).pages).toBe(MAX_RESTORED_PAGES);
    expect(readListParams(new URLSearchParams('page=2.5')).pages).toBe(1);
  });

  it('asks the API for the filters, never for the pages or a default', () => {
    expect(listApiQuery(readListParams(new URLSearchParams('page=4&late=true')))).toEqual({
      search: undefined,
      status: undefined,
      late: 'true',
      at_risk: undefined,
      created_on: undefined,
      created_from: undefined,
      created_to: undefined,
      sort: undefined,
    });
  });

  it('keeps the chosen columns in the list’s order, and leaves the default set out', () => {
    const params = readListParams(new URLSearchParams('cols=status,recipient,bogus,reference'));
    expect(params.columns).toEqual(['recipient', 'status', 'reference']);
    expect(listSearchParams(params).get('cols')).toBe('recipient,status,reference');
    expect(readListParams(new URLSearchParams('cols=')).columns).toEqual([]);
    const plain = readListParams(new URLSearchParams());
    expect(listSearchParams(plain).has('cols')).toBe(false);
  });
});
