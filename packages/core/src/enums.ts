/** The closed value sets of SPEC §3, §4.4 and §4.9, each declared once. */

export const FREQUENCIES = [
  { value: 'one-time', label: 'One-time' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'bi-weekly', label: 'Bi-weekly' },
  { value: 'monthly', label: 'Monthly' },
] as const;
export const FREQUENCY_VALUES = ['one-time', 'weekly', 'bi-weekly', 'monthly'] as const;
export type Frequency = (typeof FREQUENCY_VALUES)[number];

/**
 * What a frequency's price is charged on: the mowable lawn (the default, and every price made
 * before the others existed), the lot's beds, its paving, the lawn's edge along paving (per
 * linear ft), each tree, or a flat price per visit.
 */
export const PRICE_BASES = [
  'lawn-area',
  'bed-area',
  'hardscape-area',
  'edge-length',
  'per-tree',
  'flat',
] as const;
export type PriceBasis = (typeof PRICE_BASES)[number];
export const DEFAULT_PRICE_BASIS: PriceBasis = 'lawn-area';

/** The layers of a lot's map an owner edits on a quote, one at a time: each prices one basis. */
export const MAP_LAYERS = ['lawn', 'beds', 'paving'] as const;
export type MapLayer = (typeof MAP_LAYERS)[number];

export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'none',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const QUOTE_STATUSES = ['pending', 'contacted', 'scheduled', 'completed'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** A priced quote a homeowner accepted, or a call-back request (a lead with no price). */
export const QUOTE_KINDS = ['quote', 'callback'] as const;
export type QuoteKind = (typeof QUOTE_KINDS)[number];

/** Plans a customer can buy. */
export const PAID_PLAN_IDS = ['essentials', 'starter', 'pro', 'elite'] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

/** Every plan identifier that can appear in usage and badges. */
export const PLAN_IDS = [
  ...PAID_PLAN_IDS,
  'trial_essentials',
  'trial_starter',
  'trial_pro',
  'trial_elite',
  'trial',
  'super',
  /** The built-in demo account: permanent access, never counted or billed. */
  'demo',
  'none',
] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const OBSTACLE_TYPES = ['tree', 'pool', 'driveway', 'shed', 'other'] as const;
export type ObstacleType = (typeof OBSTACLE_TYPES)[number];

export const OBSTACLE_SIZES = ['small', 'medium', 'large'] as const;
export type ObstacleSize = (typeof OBSTACLE_SIZES)[number];
