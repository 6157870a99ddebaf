import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** Where the messages are: the shared schemas and rules (every sentence), and the API (what its errors say). */
export const ROOT = join(__dirname, '../../..');

/** A message as written in code: `${…}` substitutions (template literals, yup's `${path}`) become `{{…}}`. */
export interface MessageLiteral {
  file: string;
  line: number;
  /** The text with each substitution as `{{name}}` (its identifier, or `value` when it is an expression). */
  text: string;
}

/** Calls whose string arguments are what a client is told (core/errors.ts and rules/refusal.ts). */
const ERROR_CALLS = new Set(['badInput', 'notFound', 'conflict', 'forbidden', 'unauthenticated', 'refusal', 'invalid', 'tooMany', 'unavailable']);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    // Generated code, and the fakes of outside services (what the fake provider says is the provider's, not ours).
    if (e.isDirectory()) return ['generated', 'node_modules', 'fake'].includes(e.name) ? [] : sourceFiles(path);
    return /\.ts$/.test(e.name) && !/\.(test|d)\.ts$/.test(e.name) ? [path] : [];
  });

/** `${n}` → `{{n}}`, `${x.length}` → `{{length}}`, any other expression → `{{value}}`. */
function nameOf(expr: ts.Expression): string {
  if (ts.isIdentifier(expr)) return camel(expr.text);
  if (ts.isPropertyAccessExpression(expr)) return camel(expr.name.text);
  return 'value';
}
const camel = (name: string) => (/^[A-Z0-9_]+$/.test(name) ? name.toLowerCase().replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase()) : name);

/** The literal's text in catalog form, or undefined when the node is not a string. */
export function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text.replace(/\$\{(\w+)\}/g, '{{$1}}');
  if (!ts.isTemplateExpression(node)) return undefined;
  const used = new Map<string, number>();
  // Each substitution its own variable: a second `value` is `value2`.
  const unique = (name: string) => {
    const n = (used.get(name) ?? 0) + 1;
    used.set(name, n);
    return n === 1 ? name : `${name}${n}`;
  };
  return node.head.text + node.templateSpans.map((s) => `{{${unique(nameOf(s.expression))}}}${s.literal.text}`).join('');
}

/** A sentence a person reads: a capital (or a placeholder) first, at least two words. Keys, ids, SQL and test names are not. */
const looksLikeMessage = (text: string) =>
  /^(\{\{\w+\}\}|"|[A-Z])/.test(text) && /\s/.test(text) && (text.replace(/\{\{\w+\}\}/g, ' ').match(/[A-Za-z]{2,}/g) ?? []).length >= 2 && !/^(SELECT|INSERT|UPDATE|DELETE|WITH)\b/.test(text);

/** How a literal is used: its closest parent that is not a conditional or a parenthesis. */
function context(node: ts.Node): ts.Node {
  let p = node.parent;
  while (p && (ts.isConditionalExpression(p) || ts.isParenthesizedExpression(p) || ts.isBinaryExpression(p))) p = p.parent;
  return p;
}

const calleeName = (call: ts.CallExpression | ts.NewExpression) => {
  const e = call.expression;
  return ts.isIdentifier(e) ? e.text : ts.isPropertyAccessExpression(e) ? e.name.text : '';
};

/**
 * In validation/ and rules/ every sentence that is passed, returned, defaulted or named (yup messages, refusals,
 * message constants); in api/src what is passed to AppError and its helpers, and the message constants.
 */
function isMessageUse(node: ts.Node, shared: boolean): boolean {
  const p = context(node);
  if (!p) return false;
  if (ts.isCallExpression(p) || ts.isNewExpression(p)) {
    const name = calleeName(p);
    if (shared) return name !== 'RegExp' && name !== 'Error' && name !== 'describe' && name !== 'it';
    if (name === 'AppError') return (p.arguments ?? [])[1] === node || (p.arguments ?? [])[1] === context(node) || false;
    return ERROR_CALLS.has(name);
  }
  if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'message') return true;
  if (ts.isVariableDeclaration(p) && ts.isIdentifier(p.name)) return shared ? true : /MESSAGE|NOT_FOUND|REQUIRED|_TEXT$/.test(p.name.text);
  if (!shared) return false;
  return ts.isParameter(p) || ts.isReturnStatement(p) || ts.isArrowFunction(p) || ts.isPropertyAssignment(p) || ts.isArrayLiteralExpression(p);
}

/** Every message literal of the folders (relative to the repository), in file order. */
export function messageLiterals(folders = ['validation', 'rules', 'api/src']): MessageLiteral[] {
  const out: MessageLiteral[] = [];
  for (const folder of folders) {
    const shared = folder !== 'api/src';
    for (const path of sourceFiles(join(ROOT, folder))) {
      const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.ES2022, true);
      const visit = (node: ts.Node) => {
        const text = literalText(node);
        if (text !== undefined) {
          if (looksLikeMessage(text) && isMessageUse(node, shared)) {
            out.push({ file: relative(ROOT, path), line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text });
          }
          if (!ts.isTemplateExpression(node)) return;
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  return out;
}
