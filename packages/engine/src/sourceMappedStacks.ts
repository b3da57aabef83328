import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Stack traces of the compiled server name its TypeScript sources. Node's --enable-source-maps
 * does the same, but it parses the map of every module it loads, the bundle's and each
 * dependency's, and keeps them all: about 10 MB in each thread. Here a map is read only when a
 * stack passing through its file is formatted, and only for files of the bundle.
 *
 * `entryUrl` is the import.meta.url of the bundle's entry: files under its folder are mapped.
 * Does nothing where Node maps stacks already (tsx, tests).
 */
export function installSourceMappedStacks(entryUrl: string): void {
  if (process.sourceMapsEnabled) return;
  Error.prepareStackTrace = sourceMappedStackFormatter(dirname(fileURLToPath(entryUrl)));
}

type StackFormatter = (error: Error, sites: NodeJS.CallSite[]) => string;

/** V8's own stack text, with positions in `bundleDir`'s files moved to their sources. */
export function sourceMappedStackFormatter(bundleDir: string): StackFormatter {
  const root = bundleDir.endsWith(sep) ? bundleDir : bundleDir + sep;
  const maps = new Map<string, SourceMap | null>();
  const mapOf = (path: string): SourceMap | null => {
    let map = maps.get(path);
    if (map === undefined) {
      try {
        map = new SourceMap(JSON.parse(readFileSync(`${path}.map`, 'utf8')));
      } catch {
        map = null;
      }
      maps.set(path, map);
    }
    return map;
  };

  const located = (site: NodeJS.CallSite): string => {
    const text = String(site);
    const file = site.getFileName();
    const line = site.getLineNumber();
    const column = site.getColumnNumber();
    if (!file || line === null || column === null) return text;
    const path = file.startsWith('file:') ? fileURLToPath(file) : file;
    if (!path.startsWith(root)) return text;
    const entry = mapOf(path)?.findEntry(line - 1, column - 1);
    if (!entry || !('originalSource' in entry)) return text;
    const source = resolve(dirname(path), entry.originalSource);
    const generated = `${file}:${line}:${column}`;
    const original = `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
    return text.replace(generated, original);
  };

  return (error, sites) =>
    `${headline(error)}${sites.map((site) => `\n    at ${located(site)}`).join('')}`;
}

/** The first line of V8's stack: "Name: message". */
function headline(error: Error): string {
  try {
    return Error.prototype.toString.call(error);
  } catch {
    return '<error>';
  }
}
