// Plans and their features (docs/design/plans.md); an organisation's overrides switch single features on or off.
export const PLANS = ['free', 'starter', 'pro', 'business', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

export const FEATURES = [
  'variantTesting',
  'namedCollectors',
  'emailDistribution',
  'calculatedFields',
  'instruments',
  'rewards',
  'webhooks',
  'adaptiveProbes',
  'debriefs',
  'quotas',
  'auditLog',
] as const;
export type Feature = (typeof FEATURES)[number];

export const PERMISSIONS = ['rewardsUpload'] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The cheapest plan that includes each feature. */
const FEATURE_FROM: Record<Feature, Plan> = {
  variantTesting: 'starter',
  namedCollectors: 'starter',
  emailDistribution: 'pro',
  calculatedFields: 'pro',
  instruments: 'pro',
  rewards: 'pro',
  webhooks: 'business',
  adaptiveProbes: 'business',
  debriefs: 'business',
  quotas: 'pro',
  auditLog: 'business',
};

/** Monthly AI action allowance per plan. */
export const MONTHLY_AI_ALLOWANCE: Record<Plan, number> = { free: 10, starter: 100, pro: 500, business: 2000, enterprise: 10000 };

export const isPlan = (p: string): p is Plan => (PLANS as readonly string[]).includes(p);
export const isFeature = (f: string): f is Feature => (FEATURES as readonly string[]).includes(f);
export const isPermission = (p: string): p is Permission => (PERMISSIONS as readonly string[]).includes(p);

export function hasFeature(plan: Plan, overrides: Partial<Record<string, boolean>>, feature: Feature): boolean {
  const override = overrides[feature];
  if (typeof override === 'boolean') return override;
  return PLANS.indexOf(plan) >= PLANS.indexOf(FEATURE_FROM[feature]);
}
