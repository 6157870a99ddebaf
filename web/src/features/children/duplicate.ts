import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { DuplicateChildAction } from '../../../../validation/teams';

/** The duplicate-child answer of spec §8, read from a failed addChild: its text, action and the existing child's id. */
export interface DuplicateChild {
  message: string;
  action: DuplicateChildAction;
  childId: string;
}

export function duplicateChildOf(error: unknown): DuplicateChild | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const e = error.errors[0];
  const action = e?.extensions?.action;
  const id = e?.extensions?.duplicateChildId;
  if (e?.extensions?.code !== 'CONFLICT' || (action !== 'view-existing' && action !== 'claim-existing') || id == null) return null;
  return { message: e.message, action, childId: String(id) };
}
