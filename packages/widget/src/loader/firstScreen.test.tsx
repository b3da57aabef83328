import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ELEMENT_TAG, defineEstimatorElement } from '../element.tsx';
import { happyRoutes } from '../testing/renderEstimator.tsx';
import { createFakeFetch } from '../testing/fakeFetch.ts';
import { firstScreenMarkup } from './firstScreen.ts';

/** Attributes whose values are generated ids: only whether they are there matters. */
const ID_ATTRIBUTES = new Set(['id', 'for', 'aria-controls']);

/** Tag, attributes (sorted) and children of what is laid out: <style> and the toast leave no box. */
function shape(node: Node): unknown {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element)) return null;
  const attributes = [...node.attributes]
    .filter((attribute) => !(attribute.name === 'value' && attribute.value === ''))
    .map((attribute) => [
      attribute.name,
      ID_ATTRIBUTES.has(attribute.name) ? 'id' : attribute.value,
    ])
    .sort(([a = ''], [b = '']) => a.localeCompare(b));
  const children = [...node.childNodes]
    .filter(
      (child) =>
        !(child instanceof HTMLStyleElement) &&
        !(child instanceof Element && child.classList.contains('ys-toast-region')),
    )
    .map(shape);
  return { tag: node.tagName.toLowerCase(), attributes, children };
}

async function estimatorRoot(attributes: Record<string, string>): Promise<Element> {
  defineEstimatorElement();
  const element = document.createElement(ELEMENT_TAG);
  element.setAttribute('api-base', 'http://api.test');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  await act(async () => {
    document.body.append(element);
  });
  const root = element.shadowRoot?.querySelector('.ys-host-root');
  if (!root) throw new Error('the element rendered no inner root');
  return root;
}

function hostWith(attributes: Record<string, string>): Element {
  const host = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) host.setAttribute(name, value);
  return host;
}

describe("the loader's first screen", () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', createFakeFetch(happyRoutes()).fetch);
  });

  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
  });

  it.each<{ name: string; attributes: Record<string, string> }>([
    { name: 'with no attributes', attributes: {} },
    {
      name: 'with a header, a company and an accent',
      attributes: { 'show-header': '', 'company-name': 'Green Acres', 'accent-color': '#f59e0b' },
    },
  ])(
    "is the estimator's own first screen $name, so taking it over moves nothing",
    async ({ attributes }) => {
      const estimator = await estimatorRoot(attributes);
      const { root } = firstScreenMarkup(hostWith(attributes));
      expect(shape(root)).toEqual(shape(estimator));
    },
  );
});
