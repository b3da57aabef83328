/** Monthly billing periods, in UTC, the way Stripe anchors them (a 31st falls back to the month's last day). */

export interface Period {
  start: Date;
  end: Date;
}

export function addMonths(date: Date, months: number): Date {
  const target = new Date(date);
  const day = date.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** The first monthly period, starting now. */
export function firstPeriod(now: Date): Period {
  return { start: now, end: addMonths(now, 1) };
}

/**
 * The monthly period that contains `now`, counted on from a known one. Renewals move the
 * known period on (webhooks); until one arrives, usage still counts in the right month.
 */
export function periodContaining(known: Period, now: Date): Period {
  let { start, end } = known;
  let months = 0;
  while (now >= end && months < 1200) {
    months += 1;
    start = end;
    end = addMonths(known.start, months + 1);
  }
  return { start, end };
}

/** The share of the period still to come (1 before it starts, 0 after it ends). */
export function remainingShare(period: Period, now: Date): number {
  const total = period.end.getTime() - period.start.getTime();
  if (total <= 0) return 0;
  const left = period.end.getTime() - Math.max(now.getTime(), period.start.getTime());
  return Math.min(1, Math.max(0, left / total));
}

/** Without a billing period (super users, owners set up by hand) the calendar month (UTC). */
function monthOf(now: Date): Period {
  return {
    start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
}

/** The period billing last recorded for a subscription, if any. */
export interface RecordedPeriod {
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
}

/**
 * The subscription's current billing period: the one billing last recorded, counted on by
 * months when a renewal has not been recorded yet.
 */
export function billingPeriodOf(recorded: RecordedPeriod, now: Date): Period {
  const { currentPeriodStart: start, currentPeriodEnd: end } = recorded;
  if (start && end) return periodContaining({ start, end }, now);
  return monthOf(now);
}
