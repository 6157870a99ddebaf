import type { DataSource } from 'typeorm';
import type { Viewer } from './core/auth/viewer';

/**
 * Per-request DataLoaders: nested fields that touch the database batch through these, so a
 * list costs the same number of statements whether it has 10 rows or 500.
 */
export function createLoaders(_ds: DataSource, _viewer: Viewer | null) {
  return {};
}

export type Loaders = ReturnType<typeof createLoaders>;
