// What the fuzzer (bench/fuzz.mjs) demands of each answer: never a 5xx, and every 4xx the API's
// envelope with, for each error, a sentence a person can read and a code of the contract. The
// pages behind the links in visitors' e-mails answer HTML by contract (answer: 'html'): their
// 4xx may be a page whose title says what went wrong (or the envelope, from the request checks).
import * as contract from '@waybill/shared';

const KNOWN_CODES = new Set(contract.ERROR_CODES);

/** 'GET /api/notifications/confirm' and the like: the contract's endpoints that answer a page. */
const HTML_PAGES = new Set(
  Object.values(contract)
    .filter((value) => typeof value === 'object' && value !== null && 'route' in value)
    .filter((endpoint) => /** @type {{ answer?: string }} */ (endpoint).answer === 'html')
    .map((endpoint) => `${endpoint.method} ${endpoint.route}`),
);

/** Signs of an error that leaked instead of being explained. */
const UNREADABLE = [
  /\[object \w+\]/,
  /\bundefined\b/,
  /\bNaN\b/,
  /Internal server error/i,
  /^\s*at .+:\d+:\d+/m,
  /\bTypeError\b|\bSyntaxError\b|\bQueryFailedError\b/,
];

/**
 * Why an answer breaks the rules (nothing: it keeps them).
 * @param {{ method: string, path: string }} request
 * @param {{ status: number, contentType: string, text: string }} answer
 * @returns {string[]}
 */
export function brokenRules(request, answer) {
  const { status } = answer;
  if (status >= 500) return [`a ${status} answer`];
  if (status < 400 || request.method === 'HEAD') return [];
  // The address as the server routes it: fetch resolves `/.` and `..`, Express ignores a final /.
  const route = new URL(request.path, 'http://server').pathname.replace(/(.)\/+$/, '$1');
  const isPage = HTML_PAGES.has(`${request.method} ${route}`);
  if (isPage && answer.contentType.startsWith('text/html')) {
    const title = /<title>([^<]*)<\/title>/.exec(answer.text)?.[1];
    return isReadable(title) ? [] : [`a ${status} page without a readable title`];
  }
  if (!answer.contentType.startsWith('application/json')) {
    return [`a ${status} answer of type "${answer.contentType}", not the JSON envelope`];
  }
  /** @type {any} */
  let body;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return [`a ${status} answer that is not JSON`];
  }
  const problems = [];
  if (body?.status !== status) problems.push(`envelope status ${body?.status} on a ${status}`);
  const errors = body?.errors;
  const codes = body?.error_codes;
  if (!Array.isArray(errors) || errors.length === 0) return [...problems, 'no error sentence'];
  errors.forEach((sentence, index) => {
    if (!isReadable(sentence)) problems.push(`unreadable error ${JSON.stringify(sentence)}`);
    const code = Array.isArray(codes) ? codes[index] : undefined;
    if (!KNOWN_CODES.has(code))
      problems.push(`error ${index} has no known code (${JSON.stringify(code)})`);
  });
  return problems;
}

/**
 * A sentence: words, not a stack trace or a stringified object. (Its length is not judged: a
 * sentence may quote a 5,000-character field name the request sent.)
 */
function isReadable(/** @type {unknown} */ sentence) {
  return (
    typeof sentence === 'string' &&
    sentence.length >= 3 &&
    /\p{L}{2,}/u.test(sentence) &&
    !UNREADABLE.some((pattern) => pattern.test(sentence))
  );
}
