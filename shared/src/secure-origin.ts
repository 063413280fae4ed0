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
