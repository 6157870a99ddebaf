import fs from 'node:fs';
import path from 'node:path';
import { parse, print, visit, type FieldNode, type SelectionSetNode } from 'graphql';
import { ROOT_DIR } from '../config';
import { ME_OPERATION, scriptSafeJson, SESSION_ANSWER_ID, withSessionAnswer } from './session-page';

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
