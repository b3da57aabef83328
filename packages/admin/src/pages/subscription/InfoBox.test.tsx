import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InfoBox } from './InfoBox.tsx';

describe('InfoBox', () => {
  it('says what cancelling, changing plan and a failed payment do, as billing does them', () => {
    render(<InfoBox testMode={false} />);
    const box = screen.getByRole('region', { name: 'How billing works' }).textContent ?? '';
    expect(box).toContain('your plan runs to the end of the month you paid for');
    expect(box).toContain('Moving up a plan charges the prorated difference');
    expect(box).toContain('Moving down takes effect at the end of the paid month');
    expect(box).toContain('we try the card again for 14 days');
    expect(box).not.toContain('access ends at once');
    expect(box).not.toContain('the difference is charged immediately');
  });
});
