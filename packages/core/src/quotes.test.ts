import { describe, expect, it } from 'vitest';
import { quoteStatusBadge } from './quotes.ts';

describe('quoteStatusBadge', () => {
  it.each([
    ['pending', 'Pending', 'yellow'],
    ['contacted', 'Contacted', 'blue'],
    ['scheduled', 'Scheduled', 'purple'],
    ['completed', 'Completed', 'green'],
    ['archived', 'Archived', 'gray'],
    ['toString', 'ToString', 'gray'],
  ])('shows %s as %s in %s', (status, label, tone) => {
    expect(quoteStatusBadge(status)).toEqual({ label, tone });
  });
});
