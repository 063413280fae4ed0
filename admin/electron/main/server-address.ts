export type ServerAddress = { ok: true; origin: string } | { ok: false; error: string };

/** Plain http is allowed only for a server on this computer. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isLocalHost(hostname: string): boolean {
  return LOCAL_HOSTS.has(hostname.toLowerCase());
}

/**
 * Reads what staff type as the server address ("waybill.example.com", "https://…/control", …)
 * and returns the server's origin. The API lives at the origin's /api, so a pasted path is
 * dropped. https is required except for localhost, where a developer runs `npm start`.
 */
export function parseServerAddress(input: string): ServerAddress {
  const text = input.trim();
  if (text === '') return { ok: false, error: 'Enter the address of your Waybill server.' };

  let url: URL;
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `${guessScheme(text)}//${text}`);
  } catch {
    return { ok: false, error: `"${text}" is not a web address.` };
  }

  if (url.username !== '' || url.password !== '') {
    return { ok: false, error: 'Leave the user name and password out of the address.' };
  }
  if (url.protocol === 'http:' && !isLocalHost(url.hostname)) {
    return {
      ok: false,
      error:
        'Use an https:// address. Plain http:// is allowed only for this computer (localhost).',
    };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, error: 'Use an https:// address.' };
  }
  return { ok: true, origin: url.origin };
}

function guessScheme(text: string): 'http:' | 'https:' {
  const host = text.split(/[/:?#]/, 1)[0] ?? '';
  const bracketed = /^\[[^\]]*\]/.exec(text)?.[0];
  return isLocalHost(bracketed ?? host) ? 'http:' : 'https:';
}
