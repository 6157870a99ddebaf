import { setupServer } from 'msw/node';

/** The MSW server shared by web tests; each test adds the handlers it needs with server.use(...). */
export const server = setupServer();
export const unhandledRequests: string[] = [];
