import fs from 'node:fs';
import path from 'node:path';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { Kind, parse, print, visit, type DefinitionNode, type DocumentNode } from 'graphql';
import * as generated from '../../../../web/src/gql/graphql';
import { ROOT_DIR } from '../../core/config';
import { asClientSends, ME, SCREENS, SHELL } from './operations';
import { PAGE_ANSWERS_ID, pageOperations, prerenderedPageOf, scriptSafeJson, SESSION_ANSWER_ID, withSessionAnswer } from './session-page';

/** Every web client source file (tests and generated code aside), by path. */
const clientSources = (dir = path.join(ROOT_DIR, 'web/src')): [string, string][] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e): [string, string][] => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return file === path.join(ROOT_DIR, 'web/src/gql') ? [] : clientSources(file);
    return /\.tsx?$/.test(e.name) && !/\.test\./.test(e.name) ? [[file, fs.readFileSync(file, 'utf8')]] : [];
  });

/** Every operation and fragment the client writes in a graphql(`…`) call, by name: what codegen reads. */
function clientDefinitions(): Map<string, DefinitionNode> {
  const byName = new Map<string, DefinitionNode>();
  for (const [, source] of clientSources()) {
    for (const m of source.matchAll(/graphql\(\s*`([^`]*)`\s*\)/g)) {
      for (const d of parse(m[1]!).definitions) if ('name' in d && d.name) byName.set(d.name.value, d);
    }
  }
  return byName;
}

/** The client's document for operation `name`, as written in web/src: the operation and every fragment it spreads. */
function clientDocument(name: string, definitions = clientDefinitions()): DocumentNode {
  const operation = definitions.get(name);
  if (operation?.kind !== Kind.OPERATION_DEFINITION) throw new Error(`the web client has no operation ${name}`);
  const wanted: DefinitionNode[] = [operation];
  for (let at = 0; at < wanted.length; at++) {
    visit(wanted[at]!, {
      FragmentSpread: (spread) => {
        const fragment = definitions.get(spread.name.value);
        if (!fragment) throw new Error(`the web client has no fragment ${spread.name.value}`);
        if (!wanted.includes(fragment)) wanted.push(fragment);
      },
    });
  }
  return { kind: Kind.DOCUMENT, definitions: wanted };
}

/** A document's definitions, each printed, in name order (codegen may order fragments otherwise). */
const definitionsOf = (query: string) => parse(query).definitions.map((d) => print(d)).sort();

describe("the page's queries are the web client's own", () => {
  const every = [ME, ...SHELL, ...Object.values(SCREENS).flat()];

  it.each(every.map((o) => [o.name, o] as const))("%s is what the client sends for its source in web/src", (name, operation) => {
    // Fails when a client query changes and the server's copy does not follow (codegen not run).
    const sent = print(addTypenameToDocument(clientDocument(name)));
    expect(definitionsOf(operation.query)).toEqual(definitionsOf(sent));
  });

  it('is written as Apollo Client writes it: __typename on every selection but the operation', () => {
    for (const operation of every) {
      const document = (generated as Record<string, unknown>)[`${operation.name}Document`] as DocumentNode;
      expect(asClientSends(document)).toBe(print(addTypenameToDocument(document)));
    }
  });

  it('would notice a query the client changed', () => {
    const definitions = clientDefinitions();
    const me = definitions.get('Me')!;
    const changed = visit(me, { Field: (f) => (f.name.value === 'isParent' ? null : undefined) });
    definitions.set('Me', changed);
    expect(definitionsOf(ME.query)).not.toEqual(definitionsOf(print(addTypenameToDocument(clientDocument('Me', definitions)))));
  });
});

describe('the session answer in the page', () => {
  const client = fs.readFileSync(path.join(ROOT_DIR, 'web/src/lib/session.tsx'), 'utf8');

  it('is looked for by the id the server writes', () => {
    expect(client).toContain(`SESSION_ANSWER_ID = '${SESSION_ANSWER_ID}'`);
  });

  it('cannot end its element or open a comment, and reads back as sent', () => {
    const value = { me: { fullName: 'A </script><script>x()</script> <!-- \u2028\u2029 & "q"' } };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/<|\u2028|\u2029/);
    expect(JSON.parse(json)).toEqual(value);
    const html = withSessionAnswer('<html><head><title>x</title></head><body></body></html>', value);
    expect(html).toBe(`<html><head><title>x</title><script type="application/json" id="session-answer">${json}</script></head><body></body></html>`);
  });
});

describe("the page's other answers", () => {
  const others = [...SHELL, ...Object.values(SCREENS).flat()].map((o) => o.name);
  const names = (pathname: string) => pageOperations(pathname).map((o) => o.name);

  it('are each taken by the client (useAnswer, the first screen\'s query hook that reads the page before any client), from the block the server writes', () => {
    const sources = clientSources()
      .map(([, source]) => source)
      .join('\n');
    for (const name of others) {
      expect(sources).toMatch(new RegExp(`useAnswer\\(${name}Document\\)`));
    }
    expect(fs.readFileSync(path.join(ROOT_DIR, 'web/src/lib/pageAnswers.ts'), 'utf8')).toContain(`PAGE_ANSWERS_ID = '${PAGE_ANSWERS_ID}'`);
  });

  it('give a member the prerendered dashboard at /dashboard and /, and index.html elsewhere', () => {
    for (const page of ['/dashboard', '/dashboard/', '/']) expect(prerenderedPageOf(page)).toBe('dashboard.html');
    for (const page of ['/events', '/dashboard/x', '/admin/manage-users', '/auth']) expect(prerenderedPageOf(page)).toBeUndefined();
  });

  it("are the header's on every page, and the dashboard's panels on /dashboard and /, where a member lands", () => {
    expect(names('/events')).toEqual(['InboxUnreadCount']);
    expect(names('/admin/manage-users')).toEqual(['InboxUnreadCount']);
    for (const page of ['/dashboard', '/dashboard/', '/']) {
      expect(names(page).sort()).toEqual(['DashboardAnnouncements', 'DashboardUpcomingEvents', 'InboxUnreadCount']);
    }
  });

  it('go in a second data block after the session answer, only when there are any', () => {
    const page = '<html><head></head><body></body></html>';
    const others = { InboxUnreadCount: { unreadNotificationCount: 1 }, DashboardAnnouncements: { announcements: [{ title: '</script>' }] } };
    expect(withSessionAnswer(page, { me: null }, {})).toBe(withSessionAnswer(page, { me: null }));
    expect(withSessionAnswer(page, { me: null }, others)).toBe(
      `<html><head><script type="application/json" id="session-answer">{"me":null}</script>` +
        `<script type="application/json" id="page-answers">${scriptSafeJson(others)}</script></head><body></body></html>`,
    );
  });
});
