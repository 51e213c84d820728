/** No function in the product's code runs past a screenful (`scripts/function-length.ts`). */
import path from 'node:path';
import { DEFAULT_MAX_LINES, findLongFunctions, longFunctionsIn } from '@/scripts/function-length';

const root = path.resolve(__dirname, '../..');

function bodyOf(lines: number): string {
  return Array.from({ length: lines }, (_, i) => `  const v${i} = ${i};`).join('\n');
}

describe('function length', () => {
  it('finds no function over 100 lines in app/, components/, lib/, server/ or scripts/', () => {
    expect(findLongFunctions(root, DEFAULT_MAX_LINES)).toEqual([]);
  });

  it('counts a function from its first line to its last, by the name a reader searches for', () => {
    const text = [
      `export function declared() {\n${bodyOf(98)}\n}`,
      `const arrow = async () => {\n${bodyOf(97)}\n};`,
      `class Store {\n  method() {\n${bodyOf(99)}\n  }\n}`,
      `app.register(async (scope) => {\n${bodyOf(99)}\n});`,
    ].join('\n');
    expect(longFunctionsIn('x.ts', text, 100)).toEqual([
      { file: 'x.ts', line: 201, name: 'method', lines: 101 },
      { file: 'x.ts', line: 303, name: '(argument of app.register)', lines: 101 },
    ]);
    expect(longFunctionsIn('x.ts', text, 99).map((fn) => [fn.name, fn.lines])).toEqual([
      ['declared', 100],
      ['method', 101],
      ['(argument of app.register)', 101],
    ]);
  });

  it('reads JSX components', () => {
    const items = Array.from({ length: 3 }, (_, i) => `      <p key="${i}">Line ${i}</p>`).join('\n');
    const text = `export function Page() {\n  return (\n    <div>\n${items}\n    </div>\n  );\n}`;
    expect(longFunctionsIn('page.tsx', text, 5)).toEqual([
      { file: 'page.tsx', line: 1, name: 'Page', lines: 9 },
    ]);
    expect(longFunctionsIn('page.tsx', text, 9)).toEqual([]);
  });
});
