import { useMemo, useState } from 'react';

/** One dropdown of an admin list: the records whose `of(record)` equals the chosen option ('All' = any). */
export interface ListFilter<T> {
  id: string;
  label: string;
  options: { value: string; label: string }[];
  of: (item: T) => string;
}

export const ALL = '';

/**
 * Search and filters of an admin list, on the records already loaded (admin lists are one page):
 * the search matches any of `searchIn(record)` case-insensitively, every filter must match.
 */
export function useListFilters<T>(items: T[], config: { searchIn: (item: T) => (string | null | undefined)[]; filters?: ListFilter<T>[] }) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const { searchIn, filters = [] } = config;
  const needle = search.trim().toLowerCase();
  const active = needle !== '' || filters.some((f) => (chosen[f.id] ?? ALL) !== ALL);

  const shown = useMemo(
    () =>
      items.filter(
        (item) =>
          (!needle || searchIn(item).some((text) => text?.toLowerCase().includes(needle))) &&
          filters.every((f) => (chosen[f.id] ?? ALL) === ALL || f.of(item) === chosen[f.id]),
      ),
    // searchIn and filters are constants of each screen's module, so they are left out.
    [items, needle, chosen],
  );

  return {
    shown,
    /** True when the search or a filter hides records (the empty state then says so). */
    active,
    toolbar: {
      search,
      onSearch: setSearch,
      filters: filters.map(({ id, label, options }) => ({
        id,
        label,
        options,
        value: chosen[id] ?? ALL,
        onChange: (v: string) => setChosen((c) => ({ ...c, [id]: v })),
      })),
    },
    clear: () => {
      setSearch('');
      setChosen({});
    },
  };
}

/** What the toolbar needs of useListFilters. */
export type ListToolbarProps = ReturnType<typeof useListFilters<unknown>>['toolbar'];
