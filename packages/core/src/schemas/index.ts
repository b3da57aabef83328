export * from './fields.ts';
export * from './account.ts';
export * from './services.ts';
export * from './storefronts.ts';
export * from './analysis.ts';
export * from './quotes.ts';
export * from './billing.ts';
export * from './health.ts';
