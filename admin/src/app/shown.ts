import { useEffect } from 'react';

let noteShown: () => void = () => undefined;
/**
 * Settles once the first screen has been drawn (its effects run after it): a lazily loaded one
 * (app/screens.tsx), or "not found", "not allowed" or a screen whose code could not be fetched.
 * What the first load leaves out waits for it (the likely next screens, the keyboard shortcuts).
 */
export const firstScreenShown = new Promise<void>((resolve) => {
  noteShown = resolve;
});

/** Says that the screen calling it has been drawn (firstScreenShown). */
export function useScreenShown(): void {
  useEffect(() => noteShown(), []);
}
