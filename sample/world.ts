/**
 * The one demo world: the sample office that `npm run seed:demo` writes into PostgreSQL and that the server-less demo
 * (web/src/mocks/demo/) holds in memory. Change a person, room or team here and both change.
 */
export * from './people';
export * from './office';
export * from './events';
export * from './junior';
export * from './history';
