import type { ParcelSelection } from '@waybill/shared';
import { useCallback, useMemo, useState } from 'react';

/**
 * What is ticked on the parcel list: rows by id, or every parcel the filter matches ("all N that
 * match"), which the server resolves by the filter (docs/product.md §4.17). A new filter clears it.
 */
export interface Selection {
  ids: ReadonlySet<number>;
  allMatching: boolean;
  /** How many are ticked (null: all that match, counted by the server). */
  count: number | null;
  isSelected: (id: number) => boolean;
  toggle: (id: number) => void;
  setPage: (ids: readonly number[], selected: boolean) => void;
  selectAllMatching: () => void;
  clear: () => void;
  /** The selection as the API takes it, with the list's filter for "all that match". */
  payload: (filter: Extract<ParcelSelection, { filter: unknown }>['filter']) => ParcelSelection;
}

/** Nothing ticked (one set, so an empty selection stays the same value from render to render). */
const NOTHING: ReadonlySet<number> = new Set();

export function useSelection(filterKey: string): Selection {
  const [state, setState] = useState<{ key: string; ids: Set<number>; all: boolean }>({
    key: filterKey,
    ids: new Set(),
    all: false,
  });
  // Another filter is another list: what was ticked on the last one is not carried over.
  const stale = state.key !== filterKey;
  if (stale) setState({ key: filterKey, ids: new Set(), all: false });
  const ids = stale ? NOTHING : state.ids;
  const all = stale ? false : state.all;

  const toggle = useCallback(
    (id: number) =>
      setState((before) => {
        const ids = new Set(before.ids);
        if (ids.has(id)) ids.delete(id);
        else ids.add(id);
        return { ...before, ids, all: false };
      }),
    [],
  );
  const setPage = useCallback(
    (ids: readonly number[], selected: boolean) =>
      setState((before) => {
        const next = new Set(before.ids);
        for (const id of ids) {
          if (selected) next.add(id);
          else next.delete(id);
        }
        return { ...before, ids: next, all: false };
      }),
    [],
  );
  const selectAllMatching = useCallback(() => setState((before) => ({ ...before, all: true })), []);
  const clear = useCallback(
    () => setState((before) => ({ ...before, ids: new Set(), all: false })),
    [],
  );
  return useMemo(
    () => ({
      ids,
      allMatching: all,
      count: all ? null : ids.size,
      isSelected: (id: number) => all || ids.has(id),
      toggle,
      setPage,
      selectAllMatching,
      clear,
      payload: (filter) => (all ? { filter } : { ids: [...ids] }),
    }),
    [ids, all, toggle, setPage, selectAllMatching, clear],
  );
}
