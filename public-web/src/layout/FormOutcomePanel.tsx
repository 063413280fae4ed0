import { translateProblem } from '../i18n/problems';
import type { FormOutcome } from './useFormSubmit';

/** The success note or the list of problems after a public form's submit. */
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
        {outcome.message}
      </p>
    );
  if (outcome.kind === 'errors')
    return (
      <ul className="panel panel--error" role="alert">
        {outcome.problems.map((each) => (
          <li key={`${each.code}:${each.message}`}>{translateProblem(each, fieldNames)}</li>
        ))}
      </ul>
    );
  return null;
}
