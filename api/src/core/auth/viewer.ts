/** Who is calling. Loaded from the session on every request; isAdmin comes from the database, never the client. */
export interface Viewer {
  id: number;
  isAdmin: boolean;
  /** A parent of the junior section; like isAdmin, read from the database on every request. */
  isParent?: boolean;
  sessionId: string;
  /**
   * An admin whose office requires two-factor and who has not set it up: isAdmin is false until they have (so no
   * admin feature answers, and no member view shows them more), and admin features say why.
   */
  twoFactorSetupRequired?: boolean;
  /** The language they chose ('en' | 'de'), null for none: errors answer in it when the request names none (issue 37). */
  language?: string | null;
}

export type Access = 'PUBLIC' | 'MEMBER' | 'PARENT' | 'ADMIN';

import { forbidden, unauthenticated } from '../errors';
import { ADMIN_REQUIRED, mayUseJuniorSection, PARENT_REQUIRED } from '../../../../rules/access';
import { TWO_FACTOR_SETUP_REQUIRED } from '../../../../rules/two-factor';

export { PARENT_REQUIRED };

/** Deny by default: every root field and REST route names one of these rules. */
export function assertAccess(viewer: Viewer | null, access: Access): void {
  if (access === 'PUBLIC') return;
  if (!viewer) throw unauthenticated();
  if (access === 'ADMIN' && !viewer.isAdmin) throw forbidden(viewer.twoFactorSetupRequired ? TWO_FACTOR_SETUP_REQUIRED : ADMIN_REQUIRED);
  if (access === 'PARENT' && !mayUseJuniorSection(viewer)) throw forbidden(PARENT_REQUIRED);
}

/** For services: the caller must be signed in. */
export function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw unauthenticated();
  return viewer;
}

/** For services: the caller must be an admin. */
export function requireAdmin(viewer: Viewer | null): Viewer {
  assertAccess(viewer, 'ADMIN');
  return viewer as Viewer;
}

/** For services: the caller must be a parent or an admin (the junior section). */
export function requireParent(viewer: Viewer | null): Viewer {
  assertAccess(viewer, 'PARENT');
  return viewer as Viewer;
}
