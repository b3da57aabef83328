/** The plans, their prices and the free trial (SPEC §3 "Plans", §9 "Trial", "Plans"). */
import { PAID_PLAN_IDS, type PaidPlanId } from './enums.ts';
import { formatCurrency } from './format.ts';

/** includedEstimates of a plan that meters every estimate instead of including any. */
export const UNLIMITED_ESTIMATES = -1;

export const TRIAL = { days: 14, estimates: 20, cardRequired: false } as const;

/** The plan the register links choose when none is given. */
export const DEFAULT_REGISTER_PLAN: PaidPlanId = 'starter';

export type SupportLevel = 'email' | 'priority_email' | 'dedicated';

export const SUPPORT_LABELS: Record<SupportLevel, string> = {
  email: 'Email support',
  priority_email: 'Priority email support',
  dedicated: 'Dedicated support',
};

export interface PlanDefinition {
  id: PaidPlanId;
  name: string;
  /** The headline price as shown on the pricing grid, e.g. '$49.99/month'. */
  price: string;
  description: string;
  features: readonly string[];
  /** Monthly base price in dollars. */
  basePrice: number;
  /** Price of each metered estimate: every one on pay-as-you-go, overage on the others. */
  perEstimatePrice: number;
  /** Estimates included each month; UNLIMITED_ESTIMATES when every one is metered. */
  includedEstimates: number;
  support: SupportLevel;
}

type PlanFigures = Pick<
  PlanDefinition,
  'id' | 'name' | 'description' | 'basePrice' | 'perEstimatePrice' | 'includedEstimates' | 'support'
>;

/** What every plan gets: the whole product, only volume and support differ. */
const SHARED_FEATURES = [
  'Lawn measurement from aerial imagery',
  'Your own services and frequency pricing',
  'Website embed and branded storefront',
  'Accepted-quote management',
];

function volumeFeatures(plan: PlanFigures): string[] {
  const perEstimate = formatCurrency(plan.perEstimatePrice);
  if (plan.includedEstimates === UNLIMITED_ESTIMATES) {
    return ['No monthly fee', `${perEstimate} per estimate`, 'No estimate limit'];
  }
  return [
    `${plan.includedEstimates.toLocaleString('en-US')} estimates included each month`,
    `${perEstimate} per additional estimate`,
  ];
}

function headlinePrice(plan: PlanFigures): string {
  return plan.basePrice === 0
    ? `${formatCurrency(plan.perEstimatePrice)} per estimate`
    : `${formatCurrency(plan.basePrice)}/month`;
}

function definePlan(plan: PlanFigures): PlanDefinition {
  return {
    ...plan,
    price: headlinePrice(plan),
    features: [...volumeFeatures(plan), ...SHARED_FEATURES, SUPPORT_LABELS[plan.support]],
  };
}

export const PLANS: Record<PaidPlanId, PlanDefinition> = {
  essentials: definePlan({
    id: 'essentials',
    name: 'Pay-As-You-Go',
    description: 'For getting started or seasonal work: pay only for the estimates you run.',
    basePrice: 0,
    perEstimatePrice: 4.99,
    includedEstimates: UNLIMITED_ESTIMATES,
    support: 'email',
  }),
  starter: definePlan({
    id: 'starter',
    name: 'Starter',
    description: 'For owner-operators quoting a few properties a week.',
    basePrice: 49.99,
    perEstimatePrice: 1.25,
    includedEstimates: 25,
    support: 'email',
  }),
  pro: definePlan({
    id: 'pro',
    name: 'Pro',
    description: 'For growing crews that quote every day.',
    basePrice: 129.99,
    perEstimatePrice: 0.75,
    includedEstimates: 200,
    support: 'priority_email',
  }),
  elite: definePlan({
    id: 'elite',
    name: 'Elite',
    description: 'For multi-crew companies with high quote volume.',
    basePrice: 349.99,
    perEstimatePrice: 0.4,
    includedEstimates: 1000,
    support: 'dedicated',
  }),
};

/** The plans in pricing-grid order. */
export const PLAN_LIST: readonly PlanDefinition[] = PAID_PLAN_IDS.map((id) => PLANS[id]);

export function isPaidPlanId(value: unknown): value is PaidPlanId {
  return PAID_PLAN_IDS.some((id) => id === value);
}

/** The register link of a plan ('Start Free 14-Day Trial', 'Get Started'). */
export function registerPath(plan: PaidPlanId = DEFAULT_REGISTER_PLAN): string {
  return `/register?plan=${plan}`;
}

const TRIAL_PREFIX = 'trial_';

// A Map, so a name such as 'toString' finds nothing instead of an Object.prototype member.
const SPECIAL_PLAN_LABELS = new Map([
  ['trial', 'Free Trial'],
  ['super', 'Super User'],
  ['demo', 'Demo Account'],
  ['none', 'No Plan'],
]);

/** trial, trial_starter and the like: usage counts against the trial's estimates. */
export function isTrialPlanId(planId: string): boolean {
  return planId === 'trial' || planId.startsWith(TRIAL_PREFIX);
}

/** The label of any plan identifier of usage and badges; 'Unknown Plan' for anything else. */
export function planLabel(planId: string | null | undefined): string {
  if (isPaidPlanId(planId)) return PLANS[planId].name;
  if (planId == null) return 'Unknown Plan';
  const trialOf = planId.startsWith(TRIAL_PREFIX) ? planId.slice(TRIAL_PREFIX.length) : undefined;
  if (isPaidPlanId(trialOf)) return `${PLANS[trialOf].name} Trial`;
  return SPECIAL_PLAN_LABELS.get(planId) ?? 'Unknown Plan';
}
