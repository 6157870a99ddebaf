import type { ASTNode } from 'graphql';

/**
 * graphql-js's `print` for what a client sends: operations and fragments with their selections, arguments, variables,
 * directives and values (no schema definitions; a block string prints as the plain string of the same value). The
 * build gives it to Apollo Client in place of graphql's (`apolloPrinter` in vite.config.mts), which keeps graphql's
 * printer, its block-string and escaping helpers out of the first download (~1.3 KB gzip net): Apollo prints every
 * query it sends, for its in-flight deduplication and the request body. printDocument.test.ts checks the output
 * against graphql's for every document of the app and for every kind of node printed here.
 */
export function print(ast: ASTNode): string {
  return p(ast);
}

const MAX_LINE_LENGTH = 80;
type Node = { kind: string; [key: string]: any };

const join = (parts: readonly (string | undefined)[] | undefined, separator = ''): string =>
  parts ? parts.filter((x) => x).join(separator) : '';
const wrap = (start: string, middle: string | undefined, end = ''): string => (middle ? start + middle + end : '');
const indent = (text: string) => wrap('  ', text.replace(/\n/g, '\n  '));
const all = (nodes: readonly Node[] | undefined) => nodes?.map(p);
const block = (nodes: readonly Node[] | undefined) => wrap('{\n', indent(join(all(nodes), '\n')), '\n}');
const escapes: Record<string, string> = { '"': '\\"', '\\': '\\\\', '\b': '\\b', '\t': '\\t', '\n': '\\n', '\f': '\\f', '\r': '\\r' };
// eslint-disable-next-line no-control-regex
const escaped = /[\x00-\x1f\x22\x5c\x7f-\x9f]/g;
const string = (value: string) =>
  `"${value.replace(escaped, (c) => escapes[c] ?? `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`)}"`;

function args(prefix: string, nodes: readonly Node[] | undefined): string {
  const printed = all(nodes) ?? [];
  if (!printed.length) return prefix;
  const line = printed.join(', ');
  return prefix + (prefix.length + line.length + 2 > MAX_LINE_LENGTH ? `(\n${indent(printed.join('\n'))}\n)` : `(${line})`);
}

function p(node: Node): string {
  switch (node.kind) {
    case 'Name':
      return node.value;
    case 'Variable':
      return `$${p(node.name)}`;
    case 'Document':
      return join(all(node.definitions), '\n\n');
    case 'OperationDefinition': {
      const prefix = join([node.operation, join([node.name && p(node.name), wrap('(', join(all(node.variableDefinitions), ', '), ')')]), join(all(node.directives), ' ')], ' ');
      return (node.operation === 'query' && prefix === 'query' ? '' : `${prefix} `) + p(node.selectionSet);
    }
    case 'VariableDefinition':
      return `${p(node.variable)}: ${p(node.type)}${wrap(' = ', node.defaultValue && p(node.defaultValue))}${wrap(' ', join(all(node.directives), ' '))}`;
    case 'SelectionSet':
      return block(node.selections);
    case 'Field':
      return join([
        args(wrap('', node.alias && p(node.alias), ': ') + p(node.name), node.arguments),
        wrap(' ', join(all(node.directives), ' ')),
        wrap(' ', node.selectionSet && p(node.selectionSet)),
      ]);
    case 'Argument':
    case 'ObjectField':
      return `${p(node.name)}: ${p(node.value)}`;
    case 'FragmentSpread':
      return `...${p(node.name)}${wrap(' ', join(all(node.directives), ' '))}`;
    case 'InlineFragment':
      return join(['...', wrap('on ', node.typeCondition && p(node.typeCondition)), join(all(node.directives), ' '), p(node.selectionSet)], ' ');
    case 'FragmentDefinition':
      return `fragment ${p(node.name)}${wrap('(', join(all(node.variableDefinitions), ', '), ')')} on ${p(node.typeCondition)} ${wrap('', join(all(node.directives), ' '), ' ')}${p(node.selectionSet)}`;
    case 'IntValue':
    case 'FloatValue':
    case 'EnumValue':
      return node.value;
    case 'StringValue':
      return string(node.value);
    case 'BooleanValue':
      return node.value ? 'true' : 'false';
    case 'NullValue':
      return 'null';
    case 'ListValue':
      return `[${join(all(node.values), ', ')}]`;
    case 'ObjectValue':
      return `{${join(all(node.fields), ', ')}}`;
    case 'Directive':
      return `@${p(node.name)}${wrap('(', join(all(node.arguments), ', '), ')')}`;
    case 'NamedType':
      return p(node.name);
    case 'ListType':
      return `[${p(node.type)}]`;
    case 'NonNullType':
      return `${p(node.type)}!`;
    default:
      throw new Error(`Cannot print a ${node.kind} node`);
  }
}
