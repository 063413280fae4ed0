import { translateMessage } from '../i18n/i18n';
import type { FormOutcome } from './useFormSubmit';

/** The success note or the list of errors after a public form's submit. */
export function FormOutcomePanel({
  outcome,
  fieldNames,
}: {
  outcome: FormOutcome;
  /** Field names in the current language, for the error messages. */
  fieldNames: Record<string, string>;
}) {
  if (outcome.kind === 'sent')
    return (
      <p className="panel panel--success" role="status">
        {translateMessage(outcome.message)}
      </p>
    );
  if (outcome.kind === 'errors')
    return (
      <ul className="panel panel--error" role="alert">
        {outcome.errors.map((error) => (
          <li key={error}>{translateMessage(error, fieldNames)}</li>
        ))}
      </ul>
    );
  return null;
}
