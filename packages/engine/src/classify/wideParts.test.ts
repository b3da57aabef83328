import { describe, expect, it } from 'vitest';
import { wideParts } from './wideParts.ts';

const W = 12;
const H = 8;
/** A mask from rows of '#' (set) and '.' (clear). */
const mask = (rows: string[]) => Uint8Array.from(rows.join(''), (c) => (c === '#' ? 1 : 0));
const rows = (m: Uint8Array) =>
  Array.from({ length: H }, (_, y) =>
    Array.from(m.slice(y * W, (y + 1) * W), (v) => (v ? '#' : '.')).join(''),
  );

describe('wideParts', () => {
  it('keeps a 3 × 3 block and its fringe, and of a line leaving it only the pixel beside it', () => {
    const given = mask([
      '............',
      '.###........',
      '.##########.',
      '.###........',
      '............',
      '............',
      '.#########..',
      '............',
    ]);
    expect(rows(wideParts(given, W, H, 1))).toEqual([
      '#####.......',
      '#####.......',
      '#####.......',
      '#####.......',
      '#####.......',
      '............',
      '............',
      '............',
    ]);
  });
});
