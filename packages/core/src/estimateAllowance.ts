/**
 * Whether one more estimate may run this period and what it costs (DESIGN §6).
 * The server calls this before an analysis; dates are passed in, so it stays pure.
 */
import type { PlanId } from './enums.ts';
import { isPaidPlanId, isTrialPlanId, PLANS, TRIAL, UNLIMITED_ESTIMATES } from './plans.ts';
import type { TrialStatus, Usage } from './schemas/account.ts';
import { trialStatus } from './trial.ts';

export type EstimateRefusal = 'trial_estimates_used' | 'trial_expired' | 'no_plan';

export const ESTIMATE_REFUSAL_MESSAGES: Record<EstimateRefusal, string> = {
  trial_estimates_used: `Your free trial has used all ${TRIAL.estimates} estimates. Choose a plan to keep analyzing properties.`,
  trial_expired: `Your ${TRIAL.days}-day free trial has ended. Choose a plan to keep analyzing properties.`,
  no_plan: 'An active subscription or free trial is needed to analyze properties.',
};

export interface EstimatePeriodInput {
  plan: PlanId;
  /** Estimates already counted this period (for a trial: since it started). */
  estimatesUsed: number;
  /** Needed for trial plans; a trial without a start date counts as ended. */
  trialStartedAt?: Date | null;
  now: Date;
}

export interface EstimateAllowance {
  estimateLimit: number;
  estimatesRemaining: number;
  allowed: boolean;
  /** True when the next estimate is metered: every one on pay-as-you-go, overage on the others. */
  billable: boolean;
  /** What the next estimate is billed, 0 when it is included. */
  chargePerEstimate: number;
  refusal?: EstimateRefusal;
}

const UNLIMITED: EstimateAllowance = {
  estimateLimit: UNLIMITED_ESTIMATES,
  estimatesRemaining: UNLIMITED_ESTIMATES,
  allowed: true,
  billable: false,
  chargePerEstimate: 0,
};

const NO_PLAN: EstimateAllowance = {
  estimateLimit: 0,
  estimatesRemaining: 0,
  allowed: false,
  billable: false,
  chargePerEstimate: 0,
  refusal: 'no_plan',
};

/** What a user without a trial (or a trial without a start) reads: nothing left. */
const NO_TRIAL: TrialStatus = { isActive: false, daysRemaining: 0, estimatesRemaining: 0 };

function trialAllowance(status: TrialStatus): EstimateAllowance {
  const { estimatesRemaining } = status;
  const base = {
    estimateLimit: TRIAL.estimates,
    estimatesRemaining,
    billable: false,
    chargePerEstimate: 0,
  };
  if (status.daysRemaining === 0) return { ...base, allowed: false, refusal: 'trial_expired' };
  if (estimatesRemaining === 0) return { ...base, allowed: false, refusal: 'trial_estimates_used' };
  return { ...base, allowed: true };
}

function periodTrialStatus(input: EstimatePeriodInput): TrialStatus {
  if (!input.trialStartedAt) return NO_TRIAL;
  return trialStatus({
    startedAt: input.trialStartedAt,
    estimatesUsed: input.estimatesUsed,
    now: input.now,
  });
}

export function estimateAllowance(input: EstimatePeriodInput): EstimateAllowance {
  // The demo account is never counted or billed; public abuse is held back by rate caps.
  if (input.plan === 'super' || input.plan === 'demo') return UNLIMITED;
  if (isTrialPlanId(input.plan)) return trialAllowance(periodTrialStatus(input));
  if (!isPaidPlanId(input.plan)) return NO_PLAN;

  const plan = PLANS[input.plan];
  if (plan.includedEstimates === UNLIMITED_ESTIMATES) {
    return { ...UNLIMITED, billable: true, chargePerEstimate: plan.perEstimatePrice };
  }
  const overage = input.estimatesUsed >= plan.includedEstimates;
  return {
    estimateLimit: plan.includedEstimates,
    estimatesRemaining: Math.max(0, plan.includedEstimates - input.estimatesUsed),
    allowed: true,
    billable: overage,
    chargePerEstimate: overage ? plan.perEstimatePrice : 0,
  };
}

/** Estimates of the period billed one by one: all on pay-as-you-go, those past the included ones otherwise. */
export function overageEstimates(plan: PlanId, estimatesUsed: number): number {
  if (!isPaidPlanId(plan)) return 0;
  const included = PLANS[plan].includedEstimates;
  return included === UNLIMITED_ESTIMATES ? estimatesUsed : Math.max(0, estimatesUsed - included);
}

/** The usage object the server answers for a period (SPEC §3 "Usage"). */
export function usageForPeriod(input: EstimatePeriodInput): Usage {
  const allowance = estimateAllowance(input);
  return {
    currentPlan: input.plan,
    estimatesUsed: input.estimatesUsed,
    estimateLimit: allowance.estimateLimit,
    estimatesRemaining: allowance.estimatesRemaining,
    trialStatus: periodTrialStatus(input),
    overageEstimates: overageEstimates(input.plan, input.estimatesUsed),
  };
}
