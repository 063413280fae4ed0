import type { AdminMessageKey } from '../i18n/keys';

/** A shortcut as the help dialog lists it: the key shown and what it does. */
export interface Shortcut {
  key: string;
  text: AdminMessageKey;
}

/**
 * Every shortcut of the panel, the one list the `?` dialog shows (docs/product.md §4.17). None
 * fires while the focus is in a field (useShortcut).
 */
export const SHORTCUTS: readonly Shortcut[] = [
  { key: '/', text: 'bulk.keys.search' },
  { key: 'n', text: 'bulk.keys.new' },
  { key: 'u', text: 'bulk.keys.update' },
  { key: 'j', text: 'bulk.keys.next' },
  { key: 'k', text: 'bulk.keys.previous' },
  { key: 'x', text: 'bulk.keys.select' },
  { key: '?', text: 'bulk.keys.help' },
];

/** Where `/` puts the focus: the search box of the screen on view. */
export const SEARCH_BOX = 'main form[role="search"] input';
