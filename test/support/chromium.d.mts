/** The Chromium executable to launch: CHROMIUM_PATH, else the machine's, else @sparticuz/chromium's. */
export function chromiumPath(): string;
