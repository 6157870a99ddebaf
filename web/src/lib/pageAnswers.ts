import type { TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';

/** The id of the data block with the page's other first answers (api/src/speed/first-page/session-page.ts). */
export const PAGE_ANSWERS_ID = 'page-answers';

/** The answers still to be used, by operation name. */
let answers: Record<string, unknown> = {};

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

const operationName = (document: TypedDocumentNode<unknown, never>) =>
  document.definitions.find((d) => d.kind === 'OperationDefinition')?.name?.value;

/**
 * Call before the component's `useQuery(document)`: the page's answer to `document`, if it carried one, goes into
 * the cache on the first render, so the query reads it from there (no request, no loading state). Once only: a later
 * visit to the screen goes by the cache and the query's own fetches, as ever. The write tells no watchers (nothing
 * else asks these queries before their screen does) and so changes no other component's state during this render.
 */
export function usePageAnswer(document: TypedDocumentNode<unknown, never>): void {
  const client = useApolloClient();
  useState(() => {
    const name = operationName(document);
    if (!name || !(name in answers)) return;
    const data = answers[name];
    delete answers[name];
    try {
      client.cache.writeQuery({ query: document, data, broadcast: false });
    } catch {
      // An answer that does not fit the document is not used: the query asks the server.
    }
  });
}

/**
 * `usePageAnswer(document)` in a component of its own, around the one whose `useQuery(document)` reads it: the write
 * and the read are then two units of React's work, and React may yield to the browser between them (on a slow
 * phone, writing and reading the dashboard's ten events in one component was one of the page's longest tasks).
 */
export function PageAnswer({ document, children }: { document: TypedDocumentNode<unknown, never>; children: ReactNode }): ReactNode {
  usePageAnswer(document);
  return children;
}
