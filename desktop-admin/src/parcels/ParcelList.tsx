import { Button, FormGroup, HTMLTable, InputGroup, Tag } from '@blueprintjs/core';
import { listParcels, TEXT_MAX } from '@waybill/shared';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PARCEL_CREATE, parcelPaths } from '../app/paths';
import { usePagedEndpoint } from '../app/queries';
import { useSiteConfig } from '../app/useGraph';
import { LinkButton } from '../layout/LinkButton';
import { PagedTable } from '../layout/PagedTable';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { ParcelBreadcrumbs } from './ParcelBreadcrumbs';
import { formatDateTime } from './format';

/** How long typing pauses before the search runs. */
const SEARCH_DEBOUNCE_MS = 300;

/** /control/parcels/list.html: newest first, searchable, with further pages appended. */
export function ParcelList() {
  useDocumentTitle('Parcels');
  const timeZone = useSiteConfig()?.time_zone;
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search') ?? '';
  const [typed, setTyped] = useState(search);
  const list = usePagedEndpoint(listParcels, { query: { search: search || undefined } });
  const searchId = `parcel-search-${useId()}`;

  const applySearch = (value: string) => {
    const trimmed = value.trim();
    if (trimmed !== search) setSearchParams(trimmed ? { search: trimmed } : {}, { replace: true });
  };

  useEffect(() => {
    const trimmed = typed.trim();
    if (trimmed === search) return;
    const timer = setTimeout(
      () => setSearchParams(trimmed ? { search: trimmed } : {}, { replace: true }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [typed, search, setSearchParams]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    applySearch(typed);
  };

  return (
    <section>
      <ParcelBreadcrumbs />
      <div className="wb-title-row">
        <h1>Parcels</h1>
        <LinkButton to={PARCEL_CREATE} icon="plus" intent="primary" text="New parcel" />
      </div>
      <form role="search" className="wb-search" onSubmit={onSubmit}>
        <FormGroup label="Search parcels" labelFor={searchId} className="wb-search-group">
          <InputGroup
            id={searchId}
            type="search"
            leftIcon="search"
            placeholder="Tracking code, name, destination or status"
            value={typed}
            maxLength={TEXT_MAX}
            onChange={(event) => setTyped(event.currentTarget.value)}
            rightElement={
              <Button type="submit" variant="minimal" icon="arrow-right" aria-label="Search" />
            }
          />
        </FormGroup>
      </form>
      <PagedTable
        list={list}
        noun="parcels"
        emptyIcon="box"
        emptyText={search ? `No parcel matches “${search}”.` : 'No parcels yet.'}
      >
        {(rows) => (
          <HTMLTable striped interactive className="wb-table" aria-label="Parcels">
            <thead>
              <tr>
                <th scope="col">Tracking code</th>
                <th scope="col">Recipient</th>
                <th scope="col">Destination</th>
                <th scope="col">Status</th>
                <th scope="col">Updated</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <Link to={parcelPaths.detail(row.tracking_code)} className="wb-code">
                      {row.tracking_code}
                    </Link>
                  </td>
                  <td>{row.recipient_name}</td>
                  <td>{row.destination}</td>
                  <td>{row.status ? <Tag minimal>{row.status}</Tag> : '—'}</td>
                  <td>{formatDateTime(row.updated_at, timeZone)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </PagedTable>
    </section>
  );
}
