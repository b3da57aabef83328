import { MIN_PROGRESS_DISPLAY_MS } from '@yardstick/core/analysisProgress';
import { act, fireEvent, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ELEMENT_TAG, defineEstimatorElement } from './element.tsx';
import { ESTIMATOR_EVENTS } from './element/events.ts';
import { createFakeFetch, json } from './testing/fakeFetch.ts';
import { TEST_ADDRESS, buildAcceptedQuote, buildAnalysisResult } from './testing/fixtures.ts';
import { WIDGET_VERSION } from './version.ts';

function innerRoot(element: Element): HTMLElement {
  const root = element.shadowRoot?.querySelector<HTMLElement>('.ys-host-root');
  if (!root) throw new Error('the element rendered no inner root');
  return root;
}

async function mount(attributes: Record<string, string>) {
  defineEstimatorElement();
  const element = document.createElement(ELEMENT_TAG);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  await act(async () => {
    document.body.append(element);
  });
  return element;
}

/** The rules of the element's shadow root: constructed sheets where the DOM has them, else <style>s. */
function shadowStyles(element: Element): string {
  const shadow = element.shadowRoot;
  if (!shadow) return '';
  const adopted = (shadow.adoptedStyleSheets ?? []).flatMap((sheet) =>
    [...sheet.cssRules].map((rule) => rule.cssText),
  );
  const elements = [...shadow.querySelectorAll('style')].map((style) => style.textContent);
  return [...adopted, ...elements].join('\n');
}

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

describe('<yardstick-estimator>', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('is defined once, even when the script runs twice, and carries the version', () => {
    const first = defineEstimatorElement();
    expect(defineEstimatorElement()).toBe(first);
    expect(customElements.get(ELEMENT_TAG)).toBe(first);
    expect(Reflect.get(first, 'version')).toBe(WIDGET_VERSION);
  });

  it('renders into an open shadow root with host rules and a reset inner root', async () => {
    // No server here: what the estimator asks for as it mounts is answered 404.
    vi.stubGlobal('fetch', createFakeFetch().fetch);
    const element = await mount({ 'api-key': 'ys_pk_demo_landing_page' });
    const styles = shadowStyles(element);
    expect(styles).toContain(':host { display: block; }');
    expect(styles).toContain('.ys-host-root { all: initial;');
    expect(
      within(innerRoot(element)).getByRole('button', { name: 'Analyze Property' }),
    ).toBeTruthy();
    // Nothing is added to the page's own document.
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
  });

  it('follows attribute changes, including boolean attributes without a value', async () => {
    vi.stubGlobal('fetch', createFakeFetch().fetch);
    const element = await mount({ 'company-name': 'Green Acres' });
    const root = innerRoot(element);
    expect(within(root).queryByRole('heading')).toBeNull();
    await act(async () => element.setAttribute('show-header', ''));
    expect(within(root).getByRole('heading').textContent).toBe(
      'Property Analyzer - Powered by Green Acres',
    );
    await act(async () => element.removeAttribute('show-header'));
    expect(within(root).queryByRole('heading')).toBeNull();
  });

  it('sends bubbling, composed events that a listener on document hears, with the key and no cookies', async () => {
    vi.useFakeTimers();
    const server = createFakeFetch({
      'POST /api/analyze-property': () => json(buildAnalysisResult()),
      'POST /api/accept-quote': () => json({ acceptedQuote: buildAcceptedQuote() }),
    });
    vi.stubGlobal('fetch', server.fetch);
    const heard: CustomEvent[] = [];
    const listen = (event: Event) => {
      if (event instanceof CustomEvent) heard.push(event);
    };
    document.addEventListener(ESTIMATOR_EVENTS.analysisComplete, listen);
    document.addEventListener(ESTIMATOR_EVENTS.quoteAccepted, listen);

    const element = await mount({
      'api-key': 'ys_pk_demo_landing_page',
      'api-base': 'http://api.test',
    });
    const root = within(innerRoot(element));
    fireEvent.change(root.getByRole('combobox', { name: 'Property address' }), {
      target: { value: TEST_ADDRESS },
    });
    fireEvent.click(root.getByRole('button', { name: 'Analyze Property' }));
    await act(() => vi.advanceTimersByTimeAsync(MIN_PROGRESS_DISPLAY_MS));

    const [analysis] = server.to('/api/analyze-property');
    expect(analysis?.url.href).toBe('http://api.test/api/analyze-property');
    expect(analysis?.headers['x-api-key']).toBe('ys_pk_demo_landing_page');
    expect(analysis?.credentials).toBe('omit');
    expect(heard[0]?.type).toBe('yardstick:analysis-complete');
    expect(heard[0]?.detail).toMatchObject({ analysisId: 'an_123' });
    expect(heard[0]?.bubbles && heard[0].composed).toBe(true);

    fireEvent.click(root.getByRole('button', { name: 'Accept Quote' }));
    fireEvent.change(root.getByLabelText(/Full name/), { target: { value: 'Pat' } });
    fireEvent.change(root.getByLabelText(/Email/), { target: { value: 'pat@example.com' } });
    fireEvent.click(root.getByRole('button', { name: 'Accept Quote' }));
    await flush();
    expect(heard[1]?.type).toBe('yardstick:quote-accepted');
    expect(heard[1]?.detail).toMatchObject({ id: 'q_1' });

    document.addEventListener(ESTIMATOR_EVENTS.done, listen);
    fireEvent.click(root.getByRole('button', { name: 'Done' }));
    expect(heard[2]?.type).toBe('yardstick:done');
    expect(heard[2]?.detail).toMatchObject({ acceptedQuote: { id: 'q_1' } });
    expect(heard[2]?.bubbles && heard[2].composed).toBe(true);
    expect(root.getByRole('heading', { name: 'Thank you!' })).toBeTruthy();

    document.removeEventListener(ESTIMATOR_EVENTS.analysisComplete, listen);
    document.removeEventListener(ESTIMATOR_EVENTS.quoteAccepted, listen);
    document.removeEventListener(ESTIMATOR_EVENTS.done, listen);
  });

  it('stops its timers when removed from the page', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', createFakeFetch().fetch);
    const element = await mount({});
    const root = within(innerRoot(element));
    fireEvent.click(root.getByRole('button', { name: 'Analyze Property' }));
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    await act(async () => element.remove());
    expect(vi.getTimerCount()).toBe(0);
  });
});
