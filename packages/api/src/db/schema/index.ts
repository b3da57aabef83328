export * from './owners.ts';
export * from './services.ts';
export * from './storefronts.ts';
export * from './analyses.ts';
export * from './quotes.ts';
export * from './usage.ts';
export * from './billing.ts';
export * from './mail.ts';
