import { describe, expect, it } from 'vitest';
import { isSimpleEmail } from './fields.ts';

describe('isSimpleEmail', () => {
  it('accepts the simple address shape of SPEC §5', () => {
    for (const email of [
      'pat@example.com',
      'a.b+c@mail.example.co.uk',
      'x@y.z',
      "o'brien_&-co@lawn-care.example",
      'jürgen@gärten.example',
    ]) {
      expect(isSimpleEmail(email), email).toBe(true);
    }
  });

  it('refuses addresses without one @, a dotted domain or with spaces', () => {
    for (const email of [
      'nope',
      '@example.com',
      'pat@',
      'pat@example',
      'pat@.com',
      'pat@example.',
      'pat@@example.com',
      'pat@exa@mple.com',
      'pat doe@example.com',
      'pat@example.com\n',
      'pat@example.com\r\nBcc: eve@x.test',
    ]) {
      expect(isSimpleEmail(email), email).toBe(false);
    }
  });

  it('refuses a second recipient or a display name hidden in the address', () => {
    for (const email of [
      'admin,eve@x.test',
      'admin;eve@x.test',
      '"x"<y@z.test>',
      'x<y@z.test>',
      'y@z.test>',
      '(comment)y@z.test',
      'y@[127.0.0.1]',
      'y@z.test,eve@x.test',
      'a\\b@x.test',
      'a:b@x.test',
    ]) {
      expect(isSimpleEmail(email), email).toBe(false);
    }
  });

  it('refuses addresses longer than 254 characters', () => {
    const local = 'a'.repeat(64);
    const fits = `${local}@${'b'.repeat(254 - 64 - 5)}.com`;
    expect(fits).toHaveLength(254);
    expect(isSimpleEmail(fits)).toBe(true);
    expect(isSimpleEmail(`a${fits}`)).toBe(false);
  });
});
