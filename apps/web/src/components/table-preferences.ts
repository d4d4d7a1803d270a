import { useCallback, useState } from 'react';

/** Where one choice of one table is remembered: `care.table-columns.income-trace`. */
export const tableStorageKey = (choice: string, table: string) => `care.table-${choice}.${table}`;

function read<T>(key: string, fallback: T, parse: (value: unknown) => T | undefined): T {
  try {
    const stored = localStorage.getItem(key);
    return stored === null ? fallback : (parse(JSON.parse(stored)) ?? fallback);
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown, isDefault: boolean) {
  try {
    if (isDefault) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage unavailable: the choice lasts until the page is left
  }
}

/**
 * A choice a person makes in a table (the hidden columns, the density),
 * remembered in this browser per table; without a table name it lasts until
 * the page is left. The default is not stored. `parse` takes what was stored
 * (any JSON) and returns the value, or undefined for something unusable;
 * both are module-level functions (stable across renders).
 */
export function useTablePreference<T>(
  choice: string,
  table: string | undefined,
  fallback: T,
  parse: (value: unknown) => T | undefined,
  isDefault: (value: T) => boolean,
) {
  const [value, setValue] = useState<T>(() =>
    table ? read(tableStorageKey(choice, table), fallback, parse) : fallback,
  );
  const update = useCallback(
    (next: T) => {
      setValue(next);
      if (table) write(tableStorageKey(choice, table), next, isDefault(next));
    },
    [choice, table, isDefault],
  );
  return [value, update] as const;
}
