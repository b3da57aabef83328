import { act, fireEvent, render, within } from '@testing-library/react';
import { MIN_PROGRESS_DISPLAY_MS } from '@yardstick/core/analysisProgress';
import { describe, expect, it, vi } from 'vitest';
import { createFakeFetch, json } from '../testing/fakeFetch.ts';
import { TEST_ADDRESS, buildAcceptedQuote, buildAnalysisResult } from '../testing/fixtures.ts';
import { WIDGET_VERSION } from '../version.ts';
import { YardstickEstimator } from './react.tsx';

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
/** Past the progress panel's minimum display, so the answer is on screen. */
const finishProgress = () => act(() => vi.advanceTimersByTimeAsync(MIN_PROGRESS_DISPLAY_MS));

function shadowOf(container: HTMLElement): HTMLElement {
  const host = container.querySelector<HTMLElement>('[data-yardstick-estimator]');
  const root = host?.shadowRoot?.querySelector<HTMLElement>('.ys-host-root');
  if (!root) throw new Error('<YardstickEstimator> rendered no shadow root');
  return root;
}

describe('<YardstickEstimator> (@yardstick/widget/react)', () => {
  it('renders in a shadow root of its host, with the page class and style on the host', async () => {
    vi.stubGlobal('fetch', createFakeFetch().fetch);
    const { container } = render(
      <YardstickEstimator
        apiKey="ys_pk_1"
        companyName="Green Acres"
        showHeader
        className="quote"
        style={{ maxWidth: 600 }}
      />,
    );
    const host = container.querySelector<HTMLElement>('[data-yardstick-estimator]');
    expect(host?.className).toBe('quote');
    expect(host?.style.maxWidth).toBe('600px');
    const root = within(shadowOf(container));
    expect(root.getByRole('heading').textContent).toBe(
      'Property Analyzer - Powered by Green Acres',
    );
    expect(root.getByRole('button', { name: 'Analyze Property' }).getAttribute('part')).toContain(
      'button',
    );
    // The site's own document gets no estimator markup or styles.
    expect(container.querySelector('.ys-estimator')).toBeNull();
    expect(window.Yardstick?.version).toBe(WIDGET_VERSION);
  });

  it('calls onAnalysisComplete and onQuoteAccepted, sending the key to apiBase without cookies', async () => {
    vi.useFakeTimers();
    const server = createFakeFetch({
      'POST /api/analyze-property': () => json(buildAnalysisResult()),
      'POST /api/accept-quote': () => json({ acceptedQuote: buildAcceptedQuote() }),
    });
    vi.stubGlobal('fetch', server.fetch);
    const onAnalysisComplete = vi.fn();
    const onQuoteAccepted = vi.fn();
    const { container } = render(
      <YardstickEstimator
        apiKey="ys_pk_1"
        apiBase="http://api.test"
        onAnalysisComplete={onAnalysisComplete}
        onQuoteAccepted={onQuoteAccepted}
      />,
    );
    const root = within(shadowOf(container));
    fireEvent.change(root.getByRole('combobox', { name: 'Property address' }), {
      target: { value: TEST_ADDRESS },
    });
    fireEvent.click(root.getByRole('button', { name: 'Analyze Property' }));
    await flush();
    await finishProgress();
    // The estimator may first ask which example addresses exist; the analysis is what counts.
    const analyze = server.requests.find(
      (request) => request.url.pathname === '/api/analyze-property',
    );
    expect(analyze?.url.href).toBe('http://api.test/api/analyze-property');
    expect(analyze?.headers['x-api-key']).toBe('ys_pk_1');
    expect(analyze?.credentials).toBe('omit');
    expect(onAnalysisComplete).toHaveBeenCalledWith(
      expect.objectContaining({ analysisId: 'an_123' }),
    );

    fireEvent.click(root.getByRole('button', { name: 'Accept Quote' }));
    fireEvent.change(root.getByLabelText(/Full name/), { target: { value: 'Pat' } });
    fireEvent.change(root.getByLabelText(/Email/), { target: { value: 'pat@example.com' } });
    fireEvent.click(root.getByRole('button', { name: 'Accept Quote' }));
    await flush();
    expect(onQuoteAccepted).toHaveBeenCalledWith(expect.objectContaining({ id: 'q_1' }));
  });
});
