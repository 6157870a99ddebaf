/**
 * What MSW takes from `graphql` (only `parse`), for the browser build: vite.config points MSW's imports of
 * 'graphql' here. MSW loads it as `await import('graphql')`, a namespace import, which would otherwise keep
 * every export of graphql's index — and since Apollo imports that index on the first screen, the whole
 * library (validation, schema building…) would join the first download as soon as demo mode is in the build.
 */
export { parse } from 'graphql/language/parser';
