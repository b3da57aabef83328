import { describe, expect, it } from 'vitest';
import { LAWN, PAVEMENT, TREE } from '../../landClasses.ts';
import { formatConfusion } from './formatRealImagery.ts';

describe('formatConfusion', () => {
  it('gives each labelled class the shares of its pixels read as each class', () => {
    const confusion = Array.from({ length: 8 }, () => new Array<number>(8).fill(0));
    confusion[LAWN]![LAWN] = 30;
    confusion[LAWN]![TREE] = 10;
    confusion[PAVEMENT]![PAVEMENT] = 60;
    const lines = formatConfusion('test', confusion).split('\n');
    const lawn = lines.find((l) => l.startsWith('lawn')) ?? '';
    expect(lawn.split(/\s{2,}/).slice(1, 4)).toEqual(['40.0 %', '75.0 %', '25.0 %']);
    // Classes nobody labelled get no row.
    expect(lines.some((l) => l.startsWith('tree'))).toBe(false);
    expect(lines.some((l) => l.startsWith('pavement'))).toBe(true);
  });
});
