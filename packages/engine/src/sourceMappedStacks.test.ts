import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

const work = mkdtempSync(join(tmpdir(), 'stacks-'));
// ES modules, as the server's package is.
writeFileSync(join(work, 'package.json'), '{ "type": "module" }');
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A module compiled as the server's bundle is: JavaScript beside its map, sources elsewhere. */
function compiled(folder: string, name: string, source: string): void {
  const out = ts.transpileModule(source, {
    fileName: `${name}.ts`,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      sourceMap: true,
    },
  });
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, `${name}.js`), out.outputText);
  // As esbuild writes them: sources relative to the map, no sourceRoot.
  const map = JSON.parse(out.sourceMapText ?? '{}') as { sources: string[] };
  map.sources = [`../src/${name}.ts`];
  writeFileSync(join(folder, `${name}.js.map`), JSON.stringify(map));
}

// Type annotations and blank lines move the compiled lines away from the source's.
const THROWER = `type Unused = { a: number };


interface AlsoUnused { b: string }

export function fail(reason: string): never {
  throw new Error(\`failed: \${reason}\`);
}
`;

/** Runs in its own process: the stack formatter is global to it. */
function stackOf(bundleDir: string, module: string): string {
  const runner = join(work, `run-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(
    runner,
    `process.setSourceMapsEnabled(false);
const { sourceMappedStackFormatter } = await import(${JSON.stringify(pathToFileURL(join(import.meta.dirname, 'sourceMappedStacks.ts')).href)});
Error.prepareStackTrace = sourceMappedStackFormatter(${JSON.stringify(bundleDir)});
const { fail } = await import(${JSON.stringify(pathToFileURL(module).href)});
try { fail('on purpose'); } catch (error) { console.log(error.stack); }
`,
  );
  const run = spawnSync(process.execPath, ['--import', 'tsx', runner], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  return run.stdout;
}

describe('source-mapped stacks of the compiled server', () => {
  it("name the TypeScript source's line and column for the bundle's files", () => {
    const dist = join(work, 'dist');
    compiled(dist, 'thrower', THROWER);
    const stack = stackOf(dist, join(dist, 'thrower.js'));
    const lines = stack.split('\n');
    expect(lines[0]).toBe('Error: failed: on purpose');
    expect(lines[1]).toBe(`    at fail (${join(work, 'src', 'thrower.ts')}:7:9)`);
  });

  it('leave files outside the bundle as V8 printed them', () => {
    const elsewhere = join(work, 'elsewhere');
    compiled(elsewhere, 'thrower', THROWER);
    const stack = stackOf(join(work, 'dist'), join(elsewhere, 'thrower.js'));
    expect(stack.split('\n')[1]).toMatch(
      /at fail \(file:\/\/.*\/elsewhere\/thrower\.js:\d+:\d+\)$/,
    );
    expect(stack).not.toContain('thrower.ts');
  });
});
