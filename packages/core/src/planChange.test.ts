import { describe, expect, it } from 'vitest';
import { isDowngrade, previewPlanChange } from './planChange.ts';

describe('previewPlanChange', () => {
  it('words Elite to Pay-As-You-Go as a downgrade at the end of the period', () => {
    const preview = previewPlanChange('elite', 'essentials', new Date('2026-12-25T10:00:00Z'));
    expect(preview.isDowngrade).toBe(true);
    expect(preview.differenceText).toBe('−$349.99/month');
    expect(preview.estimatesText).toBe(
      'Elite includes 1,000 estimates a month, then $0.40 each; Pay-As-You-Go includes none, $4.99 each.',
    );
    expect(preview.timingText).toContain('takes effect on Dec 25, 2026');
    expect(preview.timingText).toContain('nothing is charged now');
  });

  it('words Starter to Pro as an upgrade charged now', () => {
    const preview = previewPlanChange('starter', 'pro', null);
    expect(preview.isDowngrade).toBe(false);
    expect(preview.monthlyDifference).toBe(80);
    expect(preview.differenceText).toBe('+$80.00/month');
    expect(preview.timingText).toContain('charged to your card immediately');
  });

  it('counts a move to a cheaper plan as a downgrade and a dearer one as not', () => {
    expect(isDowngrade('pro', 'starter')).toBe(true);
    expect(isDowngrade('essentials', 'starter')).toBe(false);
  });
});
