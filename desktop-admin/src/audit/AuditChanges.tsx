import { type AuditEntry, isRole } from '@waybill/shared';
import { t } from '../i18n/i18n';
import { roleName } from '../staff/roles';
import { fieldLabel } from './labels';

/**
 * A stored value as staff read it: text as written, nothing as "(empty)", yes or no, a role by
 * its name, the rest as JSON.
 */
function shown(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('audit.empty_value');
  if (value === '[hidden]') return t('audit.hidden');
  if (typeof value === 'boolean') return t(value ? 'audit.yes' : 'audit.no');
  if (field === 'role' && isRole(value)) return roleName(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The fields one row changed, each as before → after. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const fields = Object.entries(entry.changes);
  if (fields.length === 0) return <span className="wb-muted">—</span>;
  return (
    <ul className="wb-audit-changes">
      {fields.map(([field, { before, after }]) => (
        <li key={field}>
          <span className="wb-audit-field">{fieldLabel(entry.entity, field)}</span>{' '}
          <del aria-label={t('audit.before')}>{shown(field, before)}</del>{' '}
          <span aria-hidden="true">→</span>{' '}
          <ins aria-label={t('audit.after')}>{shown(field, after)}</ins>
        </li>
      ))}
    </ul>
  );
}

/** Who made the change: the member's e-mail and role, or "Visitor" without an account. */
export function AuditActor({ entry }: { entry: AuditEntry }) {
  if (!entry.account_email) return <span className="wb-muted">{t('audit.visitor')}</span>;
  return (
    <>
      {entry.account_email}
      {entry.account_role && (
        <div className="wb-muted wb-small">
          {/* A role this build knows is named in the member's language; another as recorded. */}
          {isRole(entry.account_role) ? roleName(entry.account_role) : entry.account_role}
        </div>
      )}
    </>
  );
}
