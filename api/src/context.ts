import type { DataSource } from 'typeorm';
import type { HttpSession } from './core/auth/cookies';
import type { Viewer } from './core/auth/viewer';
import type { Loaders } from './loaders';
import type { Services } from './services';

/** What every GraphQL resolver receives. */
export interface GraphQLContext {
  viewer: Viewer | null;
  services: Services;
  loaders: Loaders;
  session: HttpSession;
  ip: string;
  ds: DataSource;
}
