import type { Paged } from '@waybill/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from './api';

/** The rows on screen and where the next page is (SPEC §4 pagination). */
export interface ListView<T> {
  rows: T[];
  current_page: number;
  last_page: number;
  next_page_url: string | null;
}

export type ListLoad<T> =
  | { status: 'loading' }
  | { status: 'ready'; view: ListView<T> }
  | { status: 'failed'; errors: string[] };

export interface UsePagedList<T> {
  load: ListLoad<T>;
  /** Appends the next page; its pagination data takes over (SPEC §4). */
  loadMore: () => Promise<void>;
  loadingMore: boolean;
  moreErrors: string[];
  /** Takes one row off the screen (after it was deleted). */
  remove: (id: number) => void;
}

function errorsOf(result: { errors: string[]; message: string }): string[] {
  return result.errors.length > 0 ? result.errors : [result.message || 'Request failed'];
}

/** A paged list from `firstPath` (e.g. /api/pages?page=1), with further pages appended. */
export function usePagedList<T extends { id: number }>(firstPath: string): UsePagedList<T> {
  const [load, setLoad] = useState<ListLoad<T>>({ status: 'loading' });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreErrors, setMoreErrors] = useState<string[]>([]);
  // Only the newest request may fill the list: an older, slower answer is dropped.
  const requestId = useRef(0);

  useEffect(() => {
    const id = ++requestId.current;
    setLoad({ status: 'loading' });
    setMoreErrors([]);
    void api.get<Paged<T>>(firstPath).then((result) => {
      if (id !== requestId.current) return;
      if (result.errors.length > 0 || !result.data || !Array.isArray(result.data.data)) {
        setLoad({ status: 'failed', errors: errorsOf(result) });
        return;
      }
      const { data, current_page, last_page, next_page_url } = result.data;
      setLoad({ status: 'ready', view: { rows: data, current_page, last_page, next_page_url } });
    });
  }, [firstPath]);

  const loadMore = async () => {
    if (load.status !== 'ready' || !load.view.next_page_url) return;
    const id = requestId.current;
    setLoadingMore(true);
    setMoreErrors([]);
    const result = await api.get<Paged<T>>(load.view.next_page_url);
    setLoadingMore(false);
    if (id !== requestId.current) return;
    if (result.errors.length > 0 || !result.data) {
      setMoreErrors(errorsOf(result));
      return;
    }
    const page = result.data;
    setLoad((previous) => {
      if (previous.status !== 'ready') return previous;
      // A row added or deleted meanwhile shifts the pages: never show one row twice.
      const known = new Set(previous.view.rows.map((row) => row.id));
      return {
        status: 'ready',
        view: {
          rows: [...previous.view.rows, ...page.data.filter((row) => !known.has(row.id))],
          current_page: page.current_page,
          last_page: page.last_page,
          next_page_url: page.next_page_url,
        },
      };
    });
  };

  const remove = useCallback((id: number) => {
    setLoad((previous) =>
      previous.status === 'ready'
        ? {
            status: 'ready',
            view: { ...previous.view, rows: previous.view.rows.filter((row) => row.id !== id) },
          }
        : previous,
    );
  }, []);

  return { load, loadMore, loadingMore, moreErrors, remove };
}
