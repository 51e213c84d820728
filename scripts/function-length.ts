/**
 * Lists every function, arrow function and method in the app's sources longer than a limit:
 *   npx tsx scripts/function-length.ts [--max 100]
 * Exits 1 when one is longer, so a function that grows past a screenful is split while it is
 * still fresh. A function's length runs from its first line to its last, nested functions
 * included (they are counted on their own as well).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import ts from 'typescript';

export const DEFAULT_MAX_LINES = 100;
/** The folders that hold the product's code; tests and build output stay out. */
export const SOURCE_FOLDERS = ['app', 'components', 'lib', 'server', 'scripts'];
const SKIPPED_FOLDERS = new Set(['node_modules', '.next', 'tests', 'data']);
const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

export type LongFunction = { file: string; line: number; name: string; lines: number };

function sourceFiles(root: string, folder: string): string[] {
  const dir = path.join(root, folder);
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory())
      return SKIPPED_FOLDERS.has(entry.name) || entry.name.startsWith('.next')
        ? []
        : sourceFiles(root, relative);
    return SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

type FunctionNode = ts.SignatureDeclaration & { body?: ts.Node };

function isFunction(node: ts.Node): node is FunctionNode {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

/** The name a reader would search for: its own, else the variable, property or call it is given to. */
function functionName(node: FunctionNode, source: ts.SourceFile): string {
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText(source);
  if (ts.isCallExpression(parent)) return `(argument of ${parent.expression.getText(source).slice(0, 60)})`;
  if (ts.isExportAssignment(parent)) return '(default export)';
  return '(anonymous)';
}

/** Every function in one file's text longer than `max` lines. */
export function longFunctionsIn(file: string, text: string, max: number): LongFunction[] {
  const kind = /\.[jt]sx$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node): void => {
    if (isFunction(node) && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > max) found.push({ file, line: start + 1, name: functionName(node, source), lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every function in the repository's sources longer than `max` lines, longest first. */
export function findLongFunctions(root: string, max = DEFAULT_MAX_LINES): LongFunction[] {
  return SOURCE_FOLDERS.flatMap((folder) => sourceFiles(root, folder))
    .flatMap((file) => longFunctionsIn(file, fs.readFileSync(path.join(root, file), 'utf8'), max))
    .sort((a, b) => b.lines - a.lines);
}

function main(): void {
  const { values } = parseArgs({ options: { max: { type: 'string' } } });
  const max = values.max === undefined ? DEFAULT_MAX_LINES : Number(values.max);
  if (!Number.isInteger(max) || max < 1) throw new Error('--max takes a whole number of lines');
  const long = findLongFunctions(path.resolve(__dirname, '..'), max);
  for (const fn of long) console.log(`${fn.file}:${fn.line}  ${fn.name}  ${fn.lines} lines`);
  if (long.length) {
    console.error(`${long.length} function(s) over ${max} lines`);
    process.exit(1);
  }
  console.log(`No function over ${max} lines`);
}

if (require.main === module) main();
