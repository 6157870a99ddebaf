import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The literal texts a component renders (web/src/i18n/no-literals.test.ts), parsed with the TypeScript compiler.
 */
/** Props a person reads or hears. */
const USER_FACING = /^(label|title|placeholder|alt|tooltip|message|description|hint|heading|subheader|primary|secondary|text|aria-label|aria-description|aria-roledescription|aria-valuetext|[a-z]\w*(Label|Text|Title|Message|Description))$/;
/** A literal is a text when it has a letter in it (punctuation such as '·' or ' – ' between texts is not a text). */
const isText = (s: string) => /\p{L}/u.test(s);

/** The components under `dir`: .tsx files but tests, mocks (MSW and the demo backend) and generated code. */
export function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'mocks' || entry.name === 'gql' ? [] : sourceFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

/** The literal texts `file` renders: "line: text". */
export function literalsIn(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => found.push(`${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${text.trim()}`);
  /** String literals an expression can evaluate to (a ? 'x' : 'y', 'x' + y, `x ${y}`). */
  const literalTexts = (e: ts.Expression): void => {
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) {
      if (isText(e.text)) report(e, e.text);
    } else if (ts.isTemplateExpression(e)) {
      const parts = [e.head.text, ...e.templateSpans.map((s) => s.literal.text)].join(' ');
      if (isText(parts)) report(e, parts);
    } else if (ts.isParenthesizedExpression(e)) literalTexts(e.expression);
    else if (ts.isConditionalExpression(e)) [e.whenTrue, e.whenFalse].forEach(literalTexts);
    else if (ts.isBinaryExpression(e) && [ts.SyntaxKind.PlusToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.AmpersandAmpersandToken].includes(e.operatorToken.kind)) {
      if (e.operatorToken.kind !== ts.SyntaxKind.AmpersandAmpersandToken) literalTexts(e.left);
      literalTexts(e.right);
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isText(node.text)) report(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) literalTexts(node.expression);
    else if (ts.isJsxAttribute(node) && USER_FACING.test(node.name.getText(file)) && node.initializer) {
      if (ts.isStringLiteral(node.initializer)) {
        if (isText(node.initializer.text)) report(node.initializer, node.initializer.text);
      } else if (ts.isJsxExpression(node.initializer) && node.initializer.expression) literalTexts(node.initializer.expression);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

