/** How long a ceremony's challenge may wait for the browser's answer (also its `timeout`). */
export const PASSKEY_CHALLENGE_MINUTES = 5;
