import {
  Button,
  Callout,
  FormGroup,
  HTMLTable,
  InputGroup,
  NonIdealState,
  Spinner,
  Tag,
} from '@blueprintjs/core';
import { TEXT_MAX, type Paged } from '@waybill/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api } from '../app/api';
import { PARCEL_CREATE, parcelPaths } from '../app/paths';
import { useAppStore } from '../app/store';
import { LinkButton } from '../layout/LinkButton';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { ParcelBreadcrumbs } from './ParcelBreadcrumbs';
import { formatDateTime, type ParcelRow } from './format';

/** How long typing pauses before the search runs. */
const SEARCH_DEBOUNCE_MS = 300;

interface ListView {
  rows: ParcelRow[];
  current_page: number;
  last_page: number;
  next_page_url: string | null;
}

type ListLoad =
  | { status: 'loading' }
  | { status: 'ready'; view: ListView }
  | { status: 'failed'; errors: string[] };

function firstPagePath(search: string): string {
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  query.set('page', '1');
  return `/api/parcels?${query.toString()}`;
}

function errorsOf(result: { errors: string[]; message: string }): string[] {
  return result.errors.length > 0 ? result.errors : [result.message || 'Request failed'];
}

/** /control/parcels/list.html: newest first, searchable, with further pages appended. */
export function ParcelList() {
  useDocumentTitle('Parcels');
  const timeZone = useAppStore((state) => state.site?.time_zone);
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search') ?? '';
  const [typed, setTyped] = useState(search);
  const [load, setLoad] = useState<ListLoad>({ status: 'loading' });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreErrors, setMoreErrors] = useState<string[]>([]);
  // Only the newest request may fill the table: an older, slower answer is dropped.
  const requestId = useRef(0);
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

  useEffect(() => {
    const id = ++requestId.current;
    setLoad({ status: 'loading' });
    setMoreErrors([]);
    void api.get<Paged<ParcelRow>>(firstPagePath(search)).then((result) => {
      if (id !== requestId.current) return;
      if (result.errors.length > 0 || !result.data) {
        setLoad({ status: 'failed', errors: errorsOf(result) });
        return;
      }
      const { data, current_page, last_page, next_page_url } = result.data;
      setLoad({ status: 'ready', view: { rows: data, current_page, last_page, next_page_url } });
    });
  }, [search]);

  const loadMore = async (view: ListView) => {
    if (!view.next_page_url) return;
    const id = requestId.current;
    setLoadingMore(true);
    setMoreErrors([]);
    const result = await api.get<Paged<ParcelRow>>(view.next_page_url);
    setLoadingMore(false);
    if (id !== requestId.current) return;
    if (result.errors.length > 0 || !result.data) {
      setMoreErrors(errorsOf(result));
      return;
    }
    const page = result.data;
    // A parcel created meanwhile shifts the pages: never show one row twice.
    const known = new Set(view.rows.map((row) => row.id));
    setLoad({
      status: 'ready',
      view: {
        rows: [...view.rows, ...page.data.filter((row) => !known.has(row.id))],
        current_page: page.current_page,
        last_page: page.last_page,
        next_page_url: page.next_page_url,
      },
    });
  };

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
      {load.status === 'loading' && (
        <div className="wb-center" role="status" aria-label="Loading parcels">
          <Spinner size={32} />
        </div>
      )}
      {load.status === 'failed' && (
        <Callout intent="danger" role="alert">
          {load.errors[0]}
        </Callout>
      )}
      {load.status === 'ready' && load.view.rows.length === 0 && (
        <NonIdealState
          icon="box"
          title="No Data Found"
          description={search ? `No parcel matches “${search}”.` : 'No parcels yet.'}
        />
      )}
      {load.status === 'ready' && load.view.rows.length > 0 && (
        <>
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
              {load.view.rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <Link to={parcelPaths.detail(row.tracking_code)} className="wb-code">
                      {row.tracking_code}
                    </Link>
                  </td>
                  <td>{row.recipient_name}</td>
                  <td>{row.destination}</td>
                  <td>{row.status ? <Tag minimal>{row.status}</Tag> : '—'}</td>
                  <td>{formatDateTime(row.updated_at ?? row.created_at, timeZone)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          {moreErrors.length > 0 && (
            <Callout intent="danger" role="alert" className="wb-gap-top">
              {moreErrors[0]}
            </Callout>
          )}
          {load.view.last_page > 1 && load.view.next_page_url && (
            <div className="wb-pager">
              <Button
                text="Next"
                endIcon="arrow-right"
                loading={loadingMore}
                onClick={() => void loadMore(load.view)}
              />
            </div>
          )}
          {load.view.last_page > 1 && (
            <p className="wb-muted wb-pager-note">
              {load.view.rows.length} parcels shown · page {load.view.current_page} of{' '}
              {load.view.last_page}
            </p>
          )}
        </>
      )}
    </section>
  );
}
