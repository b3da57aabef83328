/**
 * How many elements an SVG draws once every `<use>` is expanded. A `<use>` draws its target
 * again, so ten uses of a group of ten uses of a group … multiply: 40 elements can draw 10,000
 * copies. Counted from the tags alone (no XML parser), stopping once the count passes `limit`.
 */
const TAG = /<(\/?)([A-Za-z][\w:.-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ID = /\bid\s*=\s*["']([^"']+)["']/;
const HREF = /\bhref\s*=\s*["']#([^"']+)["']/;

interface Node {
  name: string;
  children: number[];
  /** The id a `<use>` draws again. */
  uses?: string;
}

export function expandedElementCount(svg: string, limit: number): number {
  const nodes: Node[] = [{ name: '#document', children: [] }];
  const ids = new Map<string, number>();
  const open: number[] = [0];
  for (const [, closing, name = '', attributes = ''] of svg.matchAll(TAG)) {
    if (closing) {
      // Up to the matching open tag; a stray close tag changes nothing.
      const at = open.findLastIndex((index) => nodes[index]?.name === name);
      if (at > 0) open.length = at;
      continue;
    }
    const index = nodes.length;
    const node: Node = { name, children: [] };
    if (name === 'use') node.uses = HREF.exec(attributes)?.[1];
    nodes.push(node);
    nodes[open.at(-1) ?? 0]?.children.push(index);
    const id = ID.exec(attributes)?.[1];
    if (id !== undefined && !ids.has(id)) ids.set(id, index);
    if (!attributes.trimEnd().endsWith('/')) open.push(index);
  }

  const memo = new Map<number, number>();
  const drawing = new Set<number>();
  const cost = (index: number): number => {
    const known = memo.get(index);
    if (known !== undefined) return known;
    // A `<use>` that reaches itself: no renderer draws it, and it is no logo.
    if (drawing.has(index)) return limit + 1;
    drawing.add(index);
    const node = nodes[index];
    let total = index === 0 ? 0 : 1;
    for (const child of node?.children ?? []) {
      total += cost(child);
      if (total > limit) break;
    }
    const target = node?.uses === undefined ? undefined : ids.get(node.uses);
    if (target !== undefined && total <= limit) total += cost(target);
    drawing.delete(index);
    const bounded = Math.min(total, limit + 1);
    memo.set(index, bounded);
    return bounded;
  };
  return cost(0);
}
