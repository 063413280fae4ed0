import { createParcel } from '@waybill/shared';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { PARCEL_CREATE, PARCELS } from '../app/paths';
import { useCan } from '../staff/access';
import { SEARCH_BOX } from './shortcuts';
import { ShortcutsDialog } from './ShortcutsDialog';
import { useShortcut } from './useShortcut';

/**
 * The panel's shortcuts for any screen (docs/product.md §4.17): `/` the search (the parcel list's
 * when the screen has none), `n` a new parcel, `?` the list of them all. A screen's own keys
 * (`j`, `k`, `x` on the list, `u` on a parcel) are its own. Fetched after the first screen
 * (Shell), so its library is not in the first load.
 */
export function Keyboard() {
  const navigate = useNavigate();
  const [helpOpen, setHelpOpen] = useState(false);
  const mayCreate = useCan(createParcel.access);

  const search = useCallback(() => {
    const box = document.querySelector<HTMLInputElement>(SEARCH_BOX);
    if (box) {
      box.focus();
      box.select();
    } else {
      void navigate(PARCELS, { state: { focusSearch: true } });
    }
  }, [navigate]);
  const create = useCallback(() => void navigate(PARCEL_CREATE), [navigate]);
  const help = useCallback(() => setHelpOpen(true), []);

  useShortcut('/', search);
  useShortcut('n', create, mayCreate);
  useShortcut('?', help);
  return <ShortcutsDialog isOpen={helpOpen} onClose={() => setHelpOpen(false)} />;
}
