import { type AuditEntry, isRole } from '@waybill/shared';
import { t } from '../i18n/i18n';
import { Ltr, Typed } from '../layout/Ltr';
import { formatDateTime, formatDay } from '../parcels/format';
import { roleName } from '../staff/roles';
import { fieldLabel } from './labels';

/** An instant as the API writes it (ISO 8601, with a time): shown in the company's time. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** A calendar day ('YYYY-MM-DD'). */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A stored value as staff read it: text as written, nothing as "(empty)", yes or no, a role by
 * its name, a date and time in the company's time zone and the staff's language, the rest as JSON.
 */
function shown(field: string, value: unknown, timeZone?: string): string {
  if (value === null || value === undefined || value === '') return t('audit.empty_value');
  if (value === '[hidden]') return t('audit.hidden');
  // A person's value the trail sealed, whose key their erasure deleted.
  if (value === '[erased]') return t('audit.erased');
  if (typeof value === 'boolean') return t(value ? 'audit.yes' : 'audit.no');
  if (field === 'role' && isRole(value)) return roleName(value);
  if (typeof value === 'string' && INSTANT.test(value)) return formatDateTime(value, timeZone);
  if (typeof value === 'string' && DAY.test(value)) return formatDay(value);
  // A record's value (a choice, an entry) as JSON, its instants in the company's time too.
  return typeof value === 'string'
    ? value
    : JSON.stringify(value, (_key, inner: unknown) =>
        typeof inner === 'string' && INSTANT.test(inner) ? formatDateTime(inner, timeZone) : inner,
      );
}

export interface AuditChangesProps {
  entry: AuditEntry;
  /** The company's time zone (the graph's), in which dates are shown. */
  timeZone?: string;
}

/** The fields one row changed, each as before → after. */
export function AuditChanges({ entry, timeZone }: AuditChangesProps) {
  const fields = Object.entries(entry.changes);
  if (fields.length === 0) return <span className="wb-muted">—</span>;
  return (
    <ul className="wb-audit-changes">
      {fields.map(([field, { before, after }]) => (
        <li key={field}>
          <span className="wb-audit-field">{fieldLabel(entry.entity, field)}</span>{' '}
          {/* Each value keeps its own direction: a phone or a Latin address stays in order. */}
          <del aria-label={t('audit.before')}>
            <Typed>{shown(field, before, timeZone)}</Typed>
          </del>{' '}
          <span aria-hidden="true" className="wb-audit-arrow">
            →
          </span>{' '}
          <ins aria-label={t('audit.after')}>
            <Typed>{shown(field, after, timeZone)}</Typed>
          </ins>
        </li>
      ))}
    </ul>
  );
}

/**
 * Who made the change: the member's display name (when the account still exists), its e-mail and
 * role, or "Visitor" without an account.
 */
export function AuditActor({ entry }: { entry: AuditEntry & { account_name?: string | null } }) {
  if (!entry.account_email) return <span className="wb-muted">{t('audit.visitor')}</span>;
  return (
    <>
      {entry.account_name && (
        <div>
          <Typed>{entry.account_name}</Typed>
        </div>
      )}
      <Ltr className={entry.account_name ? 'wb-small' : undefined}>{entry.account_email}</Ltr>
      {entry.account_role && (
        <div className="wb-muted wb-small">
          {/* A role this build knows is named in the member's language; another as recorded. */}
          {isRole(entry.account_role) ? roleName(entry.account_role) : entry.account_role}
        </div>
      )}
    </>
  );
}
