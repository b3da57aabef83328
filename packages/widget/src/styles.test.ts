import { describe, expect, it } from 'vitest';
import { ELEMENT_CSS } from './element/elementCss.ts';
import { ESTIMATOR_CSS } from './styles.ts';

/** Splits a selector list at its top-level commas (not those inside :where(…)). */
function splitSelectorList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of list) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  return [...parts, current.trim()];
}

/** Every selector of a stylesheet (keyframe steps and at-rule preludes left out). */
function selectorsOf(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...withoutComments.matchAll(/([^{}]+)\{/g)]
    .map((match) => (match[1] ?? '').trim())
    .filter((prelude) => !prelude.startsWith('@') && !/^(from|to|\d+%)$/.test(prelude))
    .flatMap(splitSelectorList);
}

describe('stylesheets', () => {
  it('scope every estimator rule under a ys- class, so nothing reaches the host page', () => {
    const selectors = selectorsOf(ESTIMATOR_CSS);
    expect(selectors.length).toBeGreaterThan(50);
    expect(selectors.filter((selector) => !selector.startsWith('.ys-'))).toEqual([]);
  });

  it('name keyframes with the ys- prefix too', () => {
    const names = [...ESTIMATOR_CSS.matchAll(/@keyframes\s+([\w-]+)/g)].map((match) => match[1]);
    // The spinner's animation is one; finding none means the pattern no longer reads the CSS.
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !name?.startsWith('ys-'))).toEqual([]);
  });

  it('give the shadow root only :host and ys- rules', () => {
    const selectors = selectorsOf(ELEMENT_CSS);
    expect(selectors.filter((selector) => !/^(:host|\.ys-)/.test(selector))).toEqual([]);
  });
});
