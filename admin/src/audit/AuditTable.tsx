import { HTMLTable } from '@blueprintjs/core';
import type { AuditListEntry } from '@waybill/shared';
import { Fragment } from 'react';
import { useSiteConfig } from '../app/useGraph';
import { t } from '../i18n/i18n';
import { Ltr, Typed } from '../layout/Ltr';
import { formatDateTime } from '../parcels/format';
import { AuditActor, AuditChanges } from './AuditChanges';
import { actionLabel, entityLabel } from './labels';

export interface AuditTableProps {
  rows: readonly AuditListEntry[];
  /** The table's accessible name. */
  label: string;
  /**
   * The whole trail names each row's record and where the change came from; a record's own
   * changes (a parcel's) leave both out.
   */
  full?: boolean;
}

/** Audit rows, newest first: when, who, what and each field before → after. */
export function AuditTable({ rows, label, full = false }: AuditTableProps) {
  const timeZone = useSiteConfig()?.time_zone;
  return (
    <HTMLTable striped className="wb-table" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{t('audit.column.when')}</th>
          <th scope="col">{t('audit.column.member')}</th>
          <th scope="col">{t('audit.column.action')}</th>
          {full && <th scope="col">{t('audit.column.record')}</th>}
          <th scope="col">{t('audit.column.changes')}</th>
          {full && <th scope="col">{t('audit.column.origin')}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((entry) => (
          <tr key={entry.id}>
            <td className="wb-nowrap">{formatDateTime(entry.at, timeZone)}</td>
            <td>
              <AuditActor entry={entry} />
            </td>
            <td>{actionLabel(entry.action)}</td>
            {full && (
              <td className="wb-nowrap">
                <RecordName entry={entry} />
              </td>
            )}
            <td>
              <AuditChanges entry={entry} timeZone={timeZone} />
            </td>
            {full && (
              <td className="wb-small">
                {entry.ip ? <Ltr>{entry.ip}</Ltr> : '—'}
                {entry.user_agent && <div className="wb-muted">{entry.user_agent}</div>}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/**
 * The record a row is about: its kind and its name where the trail knows one (a parcel's tracking
 * code, an account's name, a history entry's parcel code and title: "WB-123: Out for delivery"),
 * else its number.
 */
function RecordName({ entry }: { entry: AuditListEntry }) {
  const name = entry.entity_name;
  return (
    <>
      {entityLabel(entry.entity)}{' '}
      {name && entry.parcel_code ? (
        <EntryName code={entry.parcel_code} title={name} />
      ) : name ? (
        <Typed>{name}</Typed>
      ) : (
        entry.entity_id && (
          <span className="wb-muted">
            <Ltr>#{entry.entity_id}</Ltr>
          </span>
        )
      )}
    </>
  );
}

const MARK = '\uE000';

/**
 * A history entry as its language writes it ("WB-123: Out for delivery"): the code isolated left
 * to right, the title in its own direction, so each reads in order in a right-to-left page.
 */
function EntryName({ code, title }: { code: string; title: string }) {
  const text = t('audit.record.entry', {
    code: `${MARK}code${MARK}`,
    title: `${MARK}title${MARK}`,
  });
  return (
    <>
      {text.split(new RegExp(`${MARK}(code|title)${MARK}`)).map((piece, index) => (
        <Fragment key={index}>
          {index % 2 === 0 ? piece : piece === 'code' ? <Ltr>{code}</Ltr> : <Typed>{title}</Typed>}
        </Fragment>
      ))}
    </>
  );
}
