import { MIN_PROGRESS_DISPLAY_MS } from '@yardstick/core/analysisProgress';
import { screen } from '@testing-library/react';
import type { EstimatorProps } from '../Estimator.tsx';
import type { RouteHandler } from './fakeFetch.ts';
import { TEST_ADDRESS } from './fixtures.ts';
import { advance, renderEstimator, type EstimatorHarness } from './renderEstimator.tsx';

/** Renders, analyzes TEST_ADDRESS and waits for the answer to be shown (after the minimum progress display). */
export async function renderAnalyzed(
  props: Partial<EstimatorProps> = {},
  routes: Record<string, RouteHandler> = {},
): Promise<EstimatorHarness> {
  const harness = renderEstimator(props, routes);
  await harness.user.click(screen.getByRole('combobox', { name: 'Property address' }));
  await harness.user.paste(TEST_ADDRESS);
  await harness.user.click(screen.getByRole('button', { name: 'Analyze Property' }));
  await advance(MIN_PROGRESS_DISPLAY_MS);
  return harness;
}
