import '../parcels/parcels.css';
import './audit.css';
import { AnchorButton, Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { type AuditFilter, auditFilterSchema, exportAuditCsv, listAudit } from '@waybill/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePagedEndpoint } from '../app/queries';
import { t } from '../i18n/i18n';
import { Breadcrumbs } from '../layout/Breadcrumbs';
import { ListScreen } from '../layout/ListScreen';
import { AuditTable } from './AuditTable';
import { actionChoices, entityChoices } from './labels';

const FILTERS = ['email', 'entity', 'action', 'from', 'to'] as const;
type FilterName = (typeof FILTERS)[number];
type FilterValues = Record<FilterName, string>;
const NO_FILTERS = Object.fromEntries(FILTERS.map((name) => [name, ''])) as FilterValues;

/**
 * The filters from the URL. Values the API would refuse (a range that ends before it starts, a
 * hand-edited address) are sent as they are, so the list shows the API's reason instead of
 * quietly showing everything.
 */
function readFilters(url: URLSearchParams): { values: FilterValues; query: AuditFilter } {
  const values = Object.fromEntries(
    FILTERS.map((name) => [name, url.get(name)?.trim() ?? '']),
  ) as FilterValues;
  const checked = auditFilterSchema.safeParse(values);
  const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
  return { values, query: checked.success ? checked.data : (given as AuditFilter) };
}

/**
 * /control/audit/list.html: every change made through the API, newest first, with
 * who made it and from where; filtered by member, record, action and days (kept in the URL), and
 * exported as CSV with the same filters.
 */
export function AuditList() {
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const { values, query } = readFilters(searchParams);
  const [email, setEmail] = useState(values.email);
  const list = usePagedEndpoint(listAudit, { query });

  // The filters as last set: two quick changes (From, then To) land before the URL's re-render,
  // and the second must not put back the first's old value.
  const latest = useRef(values);
  useEffect(() => {
    latest.current = readFilters(searchParams).values;
  }, [searchParams]);
  const change = (changes: Partial<FilterValues>) => {
    const next = { ...latest.current, ...changes };
    latest.current = next;
    setSearchParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value !== '')), {
      replace: true,
    });
  };
  const filtered = FILTERS.some((name) => values[name] !== '');

  return (
    <ListScreen
      title={t('audit.title')}
      breadcrumbs={<Breadcrumbs steps={[{ label: t('audit.title') }]} />}
      action={
        <>
          {/* Same origin: the browser sends the session cookie and saves the file. */}
          <AnchorButton
            href={exportAuditCsv.path({}, query)}
            download
            icon="download"
            text={t('audit.export')}
          />
        </>
      }
      intro={t('audit.intro')}
      toolbar={
        <>
          <form
            className="wb-list-filters wb-audit-filters"
            role="group"
            aria-label={t('audit.filter.group')}
            onSubmit={(event) => {
              event.preventDefault();
              change({ email: email.trim() });
            }}
          >
            <FormGroup label={t('audit.filter.member')} labelFor={`${id}-email`}>
              <InputGroup
                id={`${id}-email`}
                type="email"
                value={email}
                placeholder={t('audit.filter.member_hint')}
                onValueChange={setEmail}
                onBlur={() => change({ email: email.trim() })}
              />
            </FormGroup>
            <FormGroup label={t('audit.filter.entity')} labelFor={`${id}-entity`}>
              <HTMLSelect
                id={`${id}-entity`}
                value={values.entity}
                onChange={(event) => change({ entity: event.currentTarget.value })}
                options={[{ value: '', label: t('audit.filter.any_entity') }, ...entityChoices()]}
              />
            </FormGroup>
            <FormGroup label={t('audit.filter.action')} labelFor={`${id}-action`}>
              <HTMLSelect
                id={`${id}-action`}
                value={values.action}
                onChange={(event) => change({ action: event.currentTarget.value })}
                options={[{ value: '', label: t('audit.filter.any_action') }, ...actionChoices()]}
              />
            </FormGroup>
            <FormGroup label={t('audit.filter.from')} labelFor={`${id}-from`}>
              <InputGroup
                id={`${id}-from`}
                type="date"
                value={values.from}
                onValueChange={(from) => change({ from })}
              />
            </FormGroup>
            <FormGroup label={t('audit.filter.to')} labelFor={`${id}-to`}>
              <InputGroup
                id={`${id}-to`}
                type="date"
                value={values.to}
                onValueChange={(to) => change({ to })}
              />
            </FormGroup>
            {filtered && (
              <Button
                variant="minimal"
                icon="filter-remove"
                text={t('audit.filter.clear')}
                onClick={() => {
                  setEmail('');
                  // Through `change`, so a filter set right after (before the URL's re-render)
                  // starts from none, not from the filters just cleared.
                  change(NO_FILTERS);
                }}
              />
            )}
          </form>
        </>
      }
      list={list}
      noun={t('audit.noun')}
      shown={(count) => t('audit.shown', { count })}
      emptyIcon="history"
      emptyText={t('audit.empty')}
    >
      {(rows) => <AuditTable rows={rows} label={t('audit.table')} full />}
    </ListScreen>
  );
}
