import { describe, expect, it } from 'vitest';
import { ELEMENT_CSS } from '../src/element/elementCss.ts';
import { ESTIMATOR_CSS } from '../src/styles.ts';
import { minifyCss } from './minifiedCss.ts';

/** Every rule as the browser parses it: selector and declarations, whitespace-normalised. */
function rules(css: string): string[] {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  const parsed = [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText);
  style.remove();
  return parsed;
}

describe('minifyCss', () => {
  it('keeps every rule of the estimator and element stylesheets as the browser reads them', () => {
    for (const css of [ESTIMATOR_CSS, ELEMENT_CSS]) {
      expect(minifyCss(css).length).toBeLessThan(css.length);
      expect(rules(css).length).toBeGreaterThan(2);
      expect(rules(minifyCss(css))).toEqual(rules(css));
    }
  });

  it('keeps descendant combinators and multi-word values', () => {
    expect(minifyCss('.a :where(h2) {\n  margin: 0 auto;\n  /* why */\n}\n')).toBe(
      '.a :where(h2){margin: 0 auto}',
    );
  });
});
