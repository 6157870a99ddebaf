/**
 * Who may call what (deny by default), in the words both backends answer with: the API's access check
 * (api/src/core/auth/viewer.ts) and the demo backend's (web/src/mocks/demo/respond.ts, junior.ts).
 */
export const AUTHENTICATION_REQUIRED = 'Authentication required';
export const ADMIN_REQUIRED = 'Access denied. Admin privileges required.';
export const PARENT_REQUIRED = 'Access denied. A parent account is required.';

/** The junior section is for parents, and for admins who run it. */
export const mayUseJuniorSection = (viewer: { isAdmin: boolean; isParent?: boolean | null }): boolean => viewer.isAdmin || !!viewer.isParent;
