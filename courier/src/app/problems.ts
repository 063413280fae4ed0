import { hasText, t } from '../i18n/i18n';
import type { Problem } from '../queue/types';

/**
 * A refusal in the courier's language: the codes the courier's calls give have texts of their own
 * (`courier.problem.<code>`, dots as underscores); any other shows the server's English sentence.
 */
export function sayProblem(problem: Problem): string {
  const key = `courier.problem.${problem.code.replace(/\./g, '_')}`;
  if (hasText(key)) {
    const values: Record<string, string | number> = { ...problem.params };
    return t(key, values);
  }
  return problem.message || problem.code;
}
