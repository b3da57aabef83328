import { describe, expect, it } from 'vitest';
import { isDailyLimitAnswer, telHref } from '../callback.ts';
import {
  CONTACT_MESSAGES as M,
  callbackRequestSchema,
  contactEmailSchema,
  contactPhoneSchema,
  isPhoneNumber,
} from './contact.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('isPhoneNumber', () => {
  it.each(['555-0100 12', '(555) 010-2030', '+44 20 7946 0958', '555.010.2030'])(
    'takes %s as people write it',
    (phone) => expect(isPhoneNumber(phone)).toBe(true),
  );

  it.each(['12345', 'call me', '555-CALL-NOW', '+1 555 010 2030 9999 1', '1+555 010 2030'])(
    'refuses %s',
    (phone) => expect(isPhoneNumber(phone)).toBe(false),
  );
});

describe('owner contact fields', () => {
  it('reads blank, absent and null as not given', () => {
    for (const blank of ['', '   ', null, undefined]) {
      expect(contactPhoneSchema.parse(blank)).toBeNull();
      expect(contactEmailSchema.parse(blank)).toBeNull();
    }
  });

  it('keeps a phone as written and lower-cases an e-mail', () => {
    expect(contactPhoneSchema.parse(' (555) 010-2030 ')).toBe('(555) 010-2030');
    expect(contactEmailSchema.parse('Office@Lawns.TEST')).toBe('office@lawns.test');
  });

  it('refuses what no one could call or write to, with a sentence', () => {
    expect(messageOf(contactPhoneSchema.safeParse('ring us'))).toBe(M.phoneInvalid);
    expect(messageOf(contactEmailSchema.safeParse('office at lawns'))).toBe(M.emailInvalid);
  });
});

describe('callbackRequestSchema', () => {
  const minimal = { customerName: 'Sam', customerPhone: '555 010 2030' };

  it('needs only a name and a phone', () => {
    expect(callbackRequestSchema.parse(minimal)).toEqual({ ...minimal, customerEmail: null });
  });

  it.each([
    [{ customerName: ' ' }, M.nameRequired],
    [{ customerPhone: '' }, M.phoneRequired],
    [{ customerPhone: 'soon' }, M.phoneInvalid],
    [{ customerEmail: 'x@' }, M.emailInvalid],
    [{ message: 'x'.repeat(1001) }, M.messageTooLong],
  ])('refuses %o with its sentence', (change, message) => {
    expect(messageOf(callbackRequestSchema.safeParse({ ...minimal, ...change }))).toBe(message);
  });
});

describe('telHref', () => {
  it('dials the digits and a leading + of a phone as written', () => {
    expect(telHref('+1 (555) 010-2030')).toBe('tel:+15550102030');
  });
});

describe('isDailyLimitAnswer', () => {
  it("tells a day's limit from the short-window limit and from bodies that are not JSON", () => {
    expect(isDailyLimitAnswer('{"error":"Taken today","limit":"daily"}')).toBe(true);
    expect(isDailyLimitAnswer('{"error":"Slow down"}')).toBe(false);
    expect(isDailyLimitAnswer('null')).toBe(false);
    expect(isDailyLimitAnswer('<html>Too Many Requests</html>')).toBe(false);
  });
});
