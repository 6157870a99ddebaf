import { InMemoryCache } from '@apollo/client';
import { parse, print as graphqlPrint, type DocumentNode, type FieldNode, type OperationDefinitionNode, type StringValueNode } from 'graphql';
import * as generated from '../gql/graphql';
import { print } from './printDocument';

const documents = Object.entries(generated).filter(
  (entry): entry is [string, DocumentNode] => (entry[1] as { kind?: string } | null)?.kind === 'Document',
);

describe('printDocument (graphql-js print for what the client sends)', () => {
  it('prints every document of the app as graphql does, and as Apollo sends it (with __typename)', () => {
    expect(documents.length).toBeGreaterThan(50);
    const cache = new InMemoryCache();
    for (const [name, document] of documents) {
      expect([name, print(document)]).toEqual([name, graphqlPrint(document)]);
      const sent = cache.transformDocument(document);
      expect([name, print(sent)]).toEqual([name, graphqlPrint(sent)]);
    }
  });

  it('prints every kind of value, directive, alias, fragment and long argument lists as graphql does', () => {
    const source = `
      query Everything($id: ID! = "a\\"b\\\\c\\n\\u0001\\u007F", $list: [Int!]! = [1, 2], $on: Boolean @flag(x: 1)) @op {
        alias: item(id: $id, f: 1.5e3, b: true, n: null, e: RED, o: {a: [1, {b: "c"}], d: $list}) @include(if: $on) {
          ...Bits @skip(if: false)
          ... on Thing @defer { id }
          ... { id }
          veryLongFieldName(firstArgument: "aaaaaaaaaaaaaaaa", secondArgument: "bbbbbbbbbbbbbbbb", third: 3) { id }
        }
      }
      fragment Bits on Thing @frag { name }
      mutation { go(input: {text: "plain"}) }
      { short }
      subscription Changes { changed { id } }
    `;
    const document = parse(source, { noLocation: true });
    expect(print(document)).toBe(graphqlPrint(document));
  });

  it('prints a block string as the plain string of the same value', () => {
    const withBlock = parse('mutation { go(text: """two\n  lines \\ and a "quote" here""") }', { noLocation: true });
    const value = (d: DocumentNode) =>
      ((d.definitions[0] as OperationDefinitionNode).selectionSet.selections[0] as FieldNode).arguments![0]!.value as StringValueNode;
    expect(value(parse(print(withBlock))).value).toBe(value(withBlock).value);
  });
});
