import { mailKindLabel } from '@yardstick/core/schemas/mail';
import { describe, expect, it } from 'vitest';
import * as billing from './billingMail.ts';
import * as emailChange from './emailChangeMail.ts';
import * as passwordReset from './passwordResetMail.ts';
import * as quoteAccepted from './quoteAcceptedMail.ts';
import * as quoteCap from './quoteCapMail.ts';
import * as trialReminder from './trialReminderMail.ts';

/** Every kind of message the product sends: the modules' string constants named like one. */
const SENT_KINDS = [billing, emailChange, passwordReset, quoteAccepted, quoteCap, trialReminder]
  .flatMap((module) => Object.values(module))
  .filter(
    (value): value is string => typeof value === 'string' && /^[a-z_]+(\.[a-z_]+)+$/.test(value),
  );

describe('the e-mail kinds the owner’s list shows', () => {
  it('gives every kind the product sends a name of its own', () => {
    expect(SENT_KINDS.length).toBeGreaterThanOrEqual(13);
    for (const kind of SENT_KINDS) expect(mailKindLabel(kind), kind).not.toBe('Email');
  });

  it('names the kinds the owner asked about in words', () => {
    expect(mailKindLabel('trial.reminder.estimates')).toBe('Trial reminder: estimates');
    expect(mailKindLabel('password.reset')).toBe('Password reset');
    expect(mailKindLabel('something.new')).toBe('Email');
  });
});
