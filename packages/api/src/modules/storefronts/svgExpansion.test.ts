import { describe, expect, it } from 'vitest';
import { svgUseChain as useChain } from '../../testing/images.ts';
import { expandedElementCount } from './svgExpansion.ts';

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`;

describe('expandedElementCount', () => {
  it('counts each element once when nothing is used again', () => {
    expect(expandedElementCount(svg('<rect/><g><circle r="2"/><path d="M0 0"/></g>'), 100)).toBe(5);
  });

  it('adds what a <use> draws again, whichever way it names its target', () => {
    const body = `<defs><g id="leaf"><rect/><rect/></g></defs><use href="#leaf"/><use xlink:href='#leaf'/>`;
    // svg, defs, g + 2 rects, and two uses each drawing the group of three again.
    expect(expandedElementCount(svg(body), 100)).toBe(1 + 1 + 3 + 2 * (1 + 3));
  });

  it('multiplies through a chain of uses, stopping past the limit', () => {
    // 4 levels of 10 uses: ten thousand circles from about fifty tags.
    expect(expandedElementCount(useChain(4, 10), 2_000)).toBe(2_001);
    // svg, defs, g0 (2), g1 = 1 + 3 × (use + g0) = 10, g2 = 1 + 3 × (use + g1) = 34, the outer
    // use drawing g2 again: 35.
    expect(expandedElementCount(useChain(2, 3), 2_000)).toBe(1 + 1 + 2 + 10 + 34 + 35);
  });

  it('takes a use that reaches itself as past the limit', () => {
    const body = `<g id="loop"><use href="#loop"/></g>`;
    expect(expandedElementCount(svg(body), 500)).toBe(501);
  });

  it('reads quoted > inside attributes without losing the tags after them', () => {
    const body = `<g id="a" data-note="x > y"><rect/></g><use href="#a"/>`;
    expect(expandedElementCount(svg(body), 100)).toBe(1 + 2 + 1 + 2);
  });
});
