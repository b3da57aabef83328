/**
 * Accounts: owners, sign-up and sign-in, sessions, passwords, the trial, the widget key and
 * the access rule. Other modules and the app use it only through this file.
 */
export {
  accountStatusLoader,
  trialOf,
  type AccountStatus,
  type LoadAccountStatus,
  type SettleOwner,
} from './accountStatus.ts';
export { apiKeyRepository } from './apiKeyRepository.ts';
export { currentPlanId } from './currentPlan.ts';
export type { AccountsDeps } from './deps.ts';
export { assertOwnAccount } from './ownAccount.ts';
export { ownerRepository, type Owner } from './ownerRepository.ts';
export { ownerToday } from './ownerToday.ts';
export { createRequireAccess } from './requireAccessMiddleware.ts';
export { accountsRouter } from './router.ts';
export { sessionRepository } from './sessionRepository.ts';
export { signIn } from './signIn.ts';
