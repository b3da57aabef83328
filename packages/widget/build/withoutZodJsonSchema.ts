import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** zod's JSON Schema generator: its classic schemas reference it, the estimator never calls it. */
const JSON_SCHEMA_MODULES =
  /[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors)\.js$/;
const STUB_PREFIX = '\0yardstick-zod-json-schema:';

/**
 * Leaves zod's JSON Schema generation (about a tenth of zod) out of the estimator bundle. zod's
 * classic schemas reach it from every schema's constructor, so tree-shaking cannot; each export
 * becomes a function that says what is missing, should anything ever call it.
 */
export function withoutZodJsonSchema(): Plugin {
  return {
    name: 'yardstick-without-zod-json-schema',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !/[\\/]zod[\\/]/.test(importer)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && JSON_SCHEMA_MODULES.test(resolved.id) ? STUB_PREFIX + resolved.id : null;
    },
    load(id) {
      if (!id.startsWith(STUB_PREFIX)) return null;
      const source = readFileSync(id.slice(STUB_PREFIX.length), 'utf8');
      const names = new Set(
        [...source.matchAll(/^export (?:const|function|let) (\w+)/gm)].map((match) => match[1]),
      );
      for (const match of source.matchAll(/^export \{ (\w+) as (\w+) \}/gm)) names.add(match[2]);
      const unavailable =
        "() => { throw new Error('JSON Schema generation is not part of the Yardstick widget'); }";
      return [...names].map((name) => `export const ${name} = ${unavailable};`).join('\n');
    },
  };
}
