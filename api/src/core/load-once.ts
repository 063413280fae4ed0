/**
 * A module loaded at its first use, then kept (docs/architecture.md, "Memory"): the libraries only
 * staff's screens need (spreadsheets, PDFs, passkeys, QR codes) are not held by a server that
 * serves visitors. A failed load is tried again at the next use.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
}
