import type { Viewer } from '../../core/auth/viewer';
import type { ChildEntity } from './child.entities';

/** Spec §6 team variant: a parent sees and answers only for their own children; admins for every child. */
export function mayActForChild(viewer: Viewer, child: ChildEntity): boolean {
  return viewer.isAdmin || child.parentId === viewer.id;
}

/**
 * Who becomes the parent of a new child. Parents: always themselves (a parentId they send is
 * ignored — the client is never trusted with it). Admins: the id they give, 0 or none meaning unclaimed.
 */
export function parentOfNewChild(viewer: Viewer, requested: number | null | undefined): number | null {
  if (!viewer.isAdmin) return viewer.id;
  return requested ? requested : null;
}
