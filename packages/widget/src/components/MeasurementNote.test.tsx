import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAnalysisResult } from '../testing/fixtures.ts';
import { MeasurementNote, REVIEW_MESSAGE } from './MeasurementNote.tsx';

describe('MeasurementNote', () => {
  it('shows the imagery date and presents the price as firm above the review threshold', () => {
    render(<MeasurementNote result={buildAnalysisResult({ reviewRequired: false })} />);
    const note = screen.getByRole('region', { name: 'About this measurement' });
    expect(note.textContent).toContain('aerial imagery from July 14, 2025');
    expect(note.textContent).not.toContain(REVIEW_MESSAGE);
  });

  it('says the price will be confirmed after a review below the threshold', () => {
    render(
      <MeasurementNote
        result={buildAnalysisResult({
          reviewRequired: true,
          measurement: {
            confidence: 0.41,
            imageryDate: null,
            imagerySource: 'NAIP',
            parcelSource: 'estimated',
            resolutionM: 0.6,
          },
        })}
      />,
    );
    const note = screen.getByRole('region', { name: 'About this measurement' });
    expect(note.textContent).toContain(
      "We'll confirm this price after a quick review of your property.",
    );
    expect(note.textContent).toContain('imagery of unknown date');
  });
});
