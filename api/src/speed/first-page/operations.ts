import { Kind, print, visit, type DocumentNode, type FieldNode, type SelectionSetNode } from 'graphql';
import { DashboardAnnouncementsDocument, DashboardUpcomingEventsDocument, InboxUnreadCountDocument, MeDocument } from '../../../../web/src/gql/graphql';

/*
 * The queries whose answers a page carries are the web client's own documents, as codegen's client preset typed them
 * from the graphql() calls in web/src (web/src/gql/graphql.ts): never typed again here. A client query that changes
 * changes what the server runs, once `npm run codegen` has run; until then codegen.test.ts fails, and so does
 * session-page.test.ts, which holds these against the client's sources.
 */

/** One of the page's queries: its operation name (the key of its answer) and its text as Apollo Client sends it. */
export interface PageOperation {
  name: string;
  query: string;
}

const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/**
 * A document as Apollo Client sends it (its addTypenameToDocument): `__typename` added to every selection set but the
 * operation's own, so the answer carries what the client's cache needs to store it as if it had asked.
 */
export function asClientSends(document: DocumentNode): string {
  return print(
    visit(document, {
      SelectionSet: (node: SelectionSetNode, _key, parent) => {
        if (parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
        if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename')) return undefined;
        return { ...node, selections: [...node.selections, TYPENAME] };
      },
    }),
  );
}

function pageOperation(document: DocumentNode): PageOperation {
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (!operation?.name) throw new Error('a page query needs an operation name: its answer is kept under it');
  return { name: operation.name.value, query: asClientSends(document) };
}

/** The app's first question on every screen, the session check (web/src/lib/session.tsx). */
export const ME = pageOperation(MeDocument);

/** Asked as soon as any signed-in screen shows: the header's unread count (web/src/features/inbox). */
export const SHELL: readonly PageOperation[] = [pageOperation(InboxUnreadCountDocument)];

/** Asked as soon as a screen shows, by the screen (its path): the dashboard's two panels (web/src/features/dashboard). */
export const SCREENS: Readonly<Record<string, readonly PageOperation[]>> = {
  '/dashboard': [pageOperation(DashboardUpcomingEventsDocument), pageOperation(DashboardAnnouncementsDocument)],
};
