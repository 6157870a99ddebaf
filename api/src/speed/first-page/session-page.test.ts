import fs from 'node:fs';
import path from 'node:path';
import { parse, print, visit, type DocumentNode, type FieldNode, type SelectionSetNode } from 'graphql';
import * as generated from '../../../../web/src/gql/graphql';
import { ROOT_DIR } from '../../core/config';
import { ME_OPERATION, PAGE_ANSWERS_ID, PAGE_OPERATIONS, pageOperations, prerenderedPageOf, scriptSafeJson, SESSION_ANSWER_ID, SHELL_OPERATIONS, withSessionAnswer } from './session-page';

/** A document as Apollo Client sends it: `__typename` added to every selection set but the operation's. */
function withTypenames(source: string): string {
  const typename: FieldNode = { kind: 'Field' as FieldNode['kind'], name: { kind: 'Name' as FieldNode['name']['kind'], value: '__typename' } };
  return print(
    visit(parse(source), {
      SelectionSet: (node: SelectionSetNode, _key, parent) => {
        if (parent && 'kind' in parent && parent.kind === 'OperationDefinition') return undefined;
        if (node.selections.some((s) => s.kind === 'Field' && s.name.value === '__typename')) return undefined;
        return { ...node, selections: [...node.selections, typename] };
      },
    }),
  );
}

describe('the session answer in the page', () => {
  const client = fs.readFileSync(path.join(ROOT_DIR, 'web/src/lib/session.tsx'), 'utf8');

  it("is the web client's own Me query, as the client sends it", () => {
    const me = /graphql\(`\s*(query Me \{[\s\S]*?\n\s*\})\s*`\)/.exec(client)?.[1];
    expect(me).toBeDefined();
    expect(print(parse(ME_OPERATION))).toBe(withTypenames(me!));
  });

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
  const everyOperation = { ...SHELL_OPERATIONS, ...Object.assign({}, ...Object.values(PAGE_OPERATIONS)) } as Record<string, string>;
  /** Every web client source file, for what it imports and calls. */
  const clientSources = (dir = path.join(ROOT_DIR, 'web/src')): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? clientSources(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) && !/\.test\./.test(e.name) ? [fs.readFileSync(path.join(dir, e.name), 'utf8')] : [],
    );

  it.each(Object.keys(everyOperation))("%s is the web client's own document, as the client sends it", (name) => {
    const document = (generated as Record<string, unknown>)[`${name}Document`] as DocumentNode | undefined;
    expect(document).toBeDefined();
    expect(print(parse(everyOperation[name]!))).toBe(withTypenames(print(document!)));
  });

  it('are each taken by the client (usePageAnswer, or PageAnswer around, before its query), from the block the server writes', () => {
    const sources = clientSources().join('\n');
    for (const name of Object.keys(everyOperation)) {
      expect(sources).toMatch(new RegExp(`usePageAnswer\\(${name}Document\\)|<PageAnswer document=\\{${name}Document\\}>`));
    }
    expect(fs.readFileSync(path.join(ROOT_DIR, 'web/src/lib/pageAnswers.ts'), 'utf8')).toContain(`PAGE_ANSWERS_ID = '${PAGE_ANSWERS_ID}'`);
  });

  it('give a member the prerendered dashboard at /dashboard and /, and index.html elsewhere', () => {
    for (const page of ['/dashboard', '/dashboard/', '/']) expect(prerenderedPageOf(page)).toBe('dashboard.html');
    for (const page of ['/events', '/dashboard/x', '/admin/manage-users', '/auth']) expect(prerenderedPageOf(page)).toBeUndefined();
  });

  it("are the header's on every page, and the dashboard's panels on /dashboard and /, where a member lands", () => {
    expect(Object.keys(pageOperations('/events'))).toEqual(['InboxUnreadCount']);
    expect(Object.keys(pageOperations('/admin/manage-users'))).toEqual(['InboxUnreadCount']);
    for (const page of ['/dashboard', '/dashboard/', '/']) {
      expect(Object.keys(pageOperations(page)).sort()).toEqual(['DashboardAnnouncements', 'DashboardUpcomingEvents', 'InboxUnreadCount']);
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
