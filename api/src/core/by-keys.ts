/** Results in the order of the keys, null where a row is missing (DataLoader's contract). */
export function byKeys<T extends { id: number }, R = T>(keys: readonly number[], rows: T[], map: (row: T) => R = (r) => r as unknown as R) {
  const found = new Map(rows.map((r) => [r.id, map(r)]));
  return keys.map((k) => found.get(k) ?? null);
}
