/**
 * Writes the npm package's declarations (lib/*.d.ts) from src/package/types.ts. The two event
 * payloads are zod-inferred types of @yardstick/core, which the package does not ship: they are
 * written out in full as plain object types, so a site needs neither core nor zod for its types.
 * The result is then compiled on its own, as a site's TypeScript would read it.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const WIDGET_DIR = fileURLToPath(new URL('..', import.meta.url));
const TYPES_SOURCE = `${WIDGET_DIR}src/package/types.ts`;
const LIB_DIR = `${WIDGET_DIR}lib/`;

/** Aliases of workspace types that are written out in full. */
const EXPANDED = ['YardstickAnalysis', 'YardstickAcceptedQuote'];

const ENTRY_DECLARATIONS = {
  'react.d.ts': `import type { YardstickEstimatorComponent } from './types.js';
export type * from './types.js';
/** The estimator for React 18 and 19, rendered into a shadow root on its own host element. */
export declare const YardstickEstimator: YardstickEstimatorComponent;
`,
  'element.d.ts': `export type * from './types.js';
/** Defines \`<yardstick-estimator>\` (done on import); returns the class already defined, if any. */
export declare function defineEstimatorElement(
  registry?: CustomElementRegistry,
): CustomElementConstructor;
`,
};

function readProgram(): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(
    `${WIDGET_DIR}tsconfig.json`,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!config) throw new Error('Cannot read packages/widget/tsconfig.json');
  return ts.createProgram([TYPES_SOURCE], { ...config.options, noEmit: true });
}

/** A structural rendering of `type`: nested objects are written out too, never named. */
function writeType(
  checker: ts.TypeChecker,
  type: ts.Type,
  indent: string,
  { optional = false } = {},
): string {
  if (type.isUnion()) {
    // An optional property's `undefined` is said by its `?`.
    const parts = type.types.filter((part) => !(optional && part.flags & ts.TypeFlags.Undefined));
    if (parts.length === 1 && parts[0]) return writeType(checker, parts[0], indent);
    const hasTrue = parts.some((part) => checker.typeToString(part) === 'true');
    const hasFalse = parts.some((part) => checker.typeToString(part) === 'false');
    const written = parts
      .filter((part) => !(hasTrue && hasFalse && /^(true|false)$/.test(checker.typeToString(part))))
      .map((part) => writeType(checker, part, indent));
    if (hasTrue && hasFalse) written.push('boolean');
    return [...new Set(written)].join(' | ');
  }
  if (checker.isArrayType(type)) {
    const [element] = checker.getTypeArguments(type as ts.TypeReference);
    if (!element) throw new Error('An array type without its element type');
    const inner = writeType(checker, element, indent);
    return /[|&\s]/.test(inner) && !inner.startsWith('{') ? `Array<${inner}>` : `${inner}[]`;
  }
  if (checker.isTupleType(type)) {
    const elements = checker.getTypeArguments(type as ts.TypeReference);
    return `[${elements.map((element) => writeType(checker, element, indent)).join(', ')}]`;
  }
  if (type.flags & ts.TypeFlags.Object || type.flags & ts.TypeFlags.Intersection) {
    const inner = `${indent}  `;
    const members = checker.getPropertiesOfType(type).map((property) => {
      const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
      const written = writeType(checker, checker.getTypeOfSymbol(property), inner, { optional });
      const doc = ts.displayPartsToString(property.getDocumentationComment(checker));
      const comment = doc ? `${inner}/** ${doc.replace(/\s*\n\s*/g, ' ')} */\n` : '';
      return `${comment}${inner}${property.name}${optional ? '?' : ''}: ${written};`;
    });
    for (const info of checker.getIndexInfosOfType(type)) {
      members.push(
        `${inner}[key: ${checker.typeToString(info.keyType)}]: ${writeType(checker, info.type, inner)};`,
      );
    }
    return members.length ? `{\n${members.join('\n')}\n${indent}}` : '{}';
  }
  return checker.typeToString(type);
}

function typesDeclaration(program: ts.Program): string {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(TYPES_SOURCE);
  if (!source) throw new Error(`Cannot read ${TYPES_SOURCE}`);
  const text = source.getFullText();
  const replacements: { start: number; end: number; text: string }[] = [];
  for (const statement of source.statements) {
    if (
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.moduleSpecifier.text.startsWith('@yardstick/')
    ) {
      replacements.push({ start: statement.getStart(), end: statement.getEnd(), text: '' });
    }
    if (ts.isTypeAliasDeclaration(statement) && EXPANDED.includes(statement.name.text)) {
      const type = checker.getTypeAtLocation(statement.name);
      replacements.push({
        start: statement.getStart(),
        end: statement.getEnd(),
        text: `export type ${statement.name.text} = ${writeType(checker, type, '')};`,
      });
    }
  }
  let written = text;
  for (const { start, end, text: replacement } of replacements.sort((a, b) => b.start - a.start))
    written = written.slice(0, start) + replacement + written.slice(end);
  written = written.replace(/^\/\*\*[\s\S]*?\*\/\n/, '').replace(/\n{3,}/g, '\n\n');
  if (/from '@yardstick\/core/.test(written))
    throw new Error('lib/types.d.ts still imports from a workspace package');
  return `/** Types of @yardstick/widget: the element, its events and the React component. */\n${written.trimStart()}`;
}

/** Compiles the written declarations alone, with React's types, as a site would. */
function checkDeclarations(files: string[]): void {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    jsx: ts.JsxEmit.ReactJSX,
    types: [],
  });
  const problems = ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.file && files.includes(diagnostic.file.fileName));
  if (problems.length) {
    const host = {
      getCanonicalFileName: (name: string) => name,
      getCurrentDirectory: () => WIDGET_DIR,
      getNewLine: () => '\n',
    };
    throw new Error(ts.formatDiagnostics(problems, host));
  }
}

const program = readProgram();
writeFileSync(`${LIB_DIR}types.d.ts`, typesDeclaration(program));
for (const [file, declaration] of Object.entries(ENTRY_DECLARATIONS))
  writeFileSync(`${LIB_DIR}${file}`, declaration);
checkDeclarations(['types.d.ts', ...Object.keys(ENTRY_DECLARATIONS)].map((f) => LIB_DIR + f));
console.log('lib/types.d.ts, lib/element.d.ts and lib/react.d.ts written and checked');
