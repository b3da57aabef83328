import { describe, expect, it } from 'vitest';
import { csvCell } from './csv.ts';

describe('csvCell', () => {
  it('writes an international phone number as it is', () => {
    for (const phone of [
      '+1 913 555 1004',
      '+44 (20) 7946-0958',
      '+19135551004',
      '+33.1.23.45.67.89',
    ]) {
      expect(csvCell(phone)).toBe(phone);
    }
  });

  it('still guards what only starts like a phone number', () => {
    expect(csvCell('+1+2')).toBe("'+1+2");
    expect(csvCell('+1 913 555 1004 x=HYPERLINK("http://evil.test")')).toBe(
      `"'+1 913 555 1004 x=HYPERLINK(""http://evil.test"")"`,
    );
    expect(csvCell('+SUM(A1:A9)')).toBe("'+SUM(A1:A9)");
    expect(csvCell('+123')).toBe("'+123");
    expect(csvCell('-1 913 555 1004')).toBe("'-1 913 555 1004");
  });
});
