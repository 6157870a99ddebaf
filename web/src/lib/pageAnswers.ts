import type { ApolloClient, TypedDocumentNode } from '@apollo/client';

/** The id of the data block with the page's other first answers (api/src/speed/first-page/session-page.ts). */
export const PAGE_ANSWERS_ID = 'page-answers';

/** The answers still to be used, by operation name. */
let answers: Record<string, unknown> = {};
/** The documents the first screen's hooks asked with, by operation name: how an answer is written into Apollo's cache. */
const documents = new Map<string, TypedDocumentNode<unknown, never>>();

/**
 * Takes the answers the server put in the page for a signed-in member (the header's and the first screen's
 * queries, by operation name) out of the page, once. `use` false (the demo's and mock mode's in-browser backends,
 * whose data these are not) drops them.
 */
export function takePageAnswers(use: boolean): void {
  answers = {};
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_ANSWERS_ID);
  if (!element) return;
  element.remove();
  if (!use) return;
  try {
    const data = JSON.parse(element.textContent ?? '') as unknown;
    if (data !== null && typeof data === 'object' && !Array.isArray(data)) answers = data as Record<string, unknown>;
  } catch {
    // Unreadable: the screen asks the server, as without it.
  }
}

/** Adds an answer the page carried elsewhere (the session's, lib/session.tsx). */
export function givePageAnswer(operation: string, data: unknown): void {
  answers[operation] = data;
}

const operationName = (document: TypedDocumentNode<unknown, never>) =>
  document.definitions.find((d) => d.kind === 'OperationDefinition')?.name?.value;

/**
 * The page's answer to `document`, if it carried one and Apollo's cache has not taken it yet (lib/useAnswer.ts reads
 * it until the client is here).
 */
export function pageAnswer(document: TypedDocumentNode<unknown, never>): unknown {
  const name = operationName(document);
  if (!name) return undefined;
  documents.set(name, document);
  return answers[name];
}

/**
 * Writes every page answer whose document a hook has asked with into `client`'s cache, once: the queries then read
 * them from there (no request, no loading state), and a later visit to the screen goes by the cache and the
 * queries' own fetches, as ever. The writes tell no watchers (none watches these queries yet).
 */
export function writePageAnswers(client: ApolloClient): void {
  for (const [name, document] of documents) {
    if (!(name in answers)) continue;
    const data = answers[name];
    delete answers[name];
    try {
      client.cache.writeQuery({ query: document, data, broadcast: false });
    } catch {
      // An answer that does not fit the document is not used: the query asks the server.
    }
  }
}
