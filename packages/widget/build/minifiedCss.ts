import type { Plugin } from 'vite';

/** The stylesheets written as `export const …_CSS = \`…\`` in the widget's source. */
const CSS_CONSTANT = /(_CSS = `)([^`]*)(`)/g;

/** Comments and layout whitespace out; a space that separates selectors or values stays. */
export function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\s*([{};])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

/** Ships the estimator's stylesheets without the indentation they are written with. */
export function minifiedCss(): Plugin {
  return {
    name: 'yardstick-minified-css',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]src[\\/](styles|element[\\/]elementCss)\.ts$/.test(id)) return null;
      return code.replace(
        CSS_CONSTANT,
        (_, start: string, css: string, end: string) => `${start}${minifyCss(css)}${end}`,
      );
    },
  };
}
