/** The hosts where plain http is expected: the developer's or the installer's own machine. */
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * docs/product.md §2.1: the public site and the control panel move `http://` to `https://`, except
 * on this machine (and in the desktop app, whose pages are not http). The https address, or null
 * when the page may stay where it is.
 */
export function httpsAddress(location: {
  protocol: string;
  hostname: string;
  href: string;
}): string | null {
  if (location.protocol !== 'http:' || LOCAL_HOSTS.includes(location.hostname)) return null;
  return `https:${location.href.slice('http:'.length)}`;
}

/**
 * The origin (`https://host[:port]`) of an address that is nothing more than one: http or https,
 * a host, no user or password, no path beyond "/", no query or fragment. Null for anything else
 * (docs/product.md §4.3, the public address kept in settings).
 */
export function httpOrigin(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  const plain =
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.hostname !== '' &&
    !url.username &&
    !url.password &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash &&
    // "https://host/?" and "https://host/#" parse with an empty query and fragment.
    !/[?#]/.test(text);
  return plain ? url.origin : null;
}
