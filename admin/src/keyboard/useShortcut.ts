import { useHotkeys } from 'react-hotkeys-hook';

/**
 * A single-key shortcut (shortcuts.ts) on a well-kept library's listener: never while the focus
 * is in an input, a select, a text area or editable text (the library's default for form tags,
 * kept), nor with Ctrl, Alt or Meta held, so the browser's own keys stay theirs. The key is
 * matched by the character it types (`?` is Shift and / on one keyboard, another key on the
 * next), exactly: Shift+N is not n.
 */
export function useShortcut(key: string, run: () => void, enabled = true): void {
  useHotkeys(
    key,
    (event) => {
      if (event.ctrlKey || event.altKey || event.metaKey || event.key !== key) return;
      event.preventDefault();
      run();
    },
    {
      enabled,
      useKey: true,
      // Shift is part of the character (? is Shift+/ on a US keyboard): compared above instead.
      ignoreModifiers: true,
      enableOnFormTags: false,
      enableOnContentEditable: false,
    },
    [run, enabled, key],
  );
}
