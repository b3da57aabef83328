import { registerPath } from '@yardstick/core/plans';
import { SUBSCRIPTION_PATH } from '@yardstick/core/subscription';

export interface NavLink {
  to: string;
  label: string;
  /** Drawn as the main call to action. */
  primary?: boolean;
}

/** The header links of SPEC §2.3 by role; Sign Out is a button and added by the header. */
export function navLinks(signedIn: boolean, hasAccess: boolean): NavLink[] {
  if (!signedIn) {
    return [
      { to: '/login', label: 'Sign In' },
      { to: registerPath(), label: 'Get Started', primary: true },
    ];
  }
  const areas: NavLink[] = hasAccess
    ? [
        { to: '/analyze', label: 'Analyze' },
        { to: '/services', label: 'Services' },
        { to: '/accepted-quotes', label: 'Accepted Quotes' },
        { to: '/accuracy', label: 'Accuracy' },
        { to: '/storefronts', label: 'Storefronts' },
      ]
    : [
        { to: SUBSCRIPTION_PATH, label: 'Subscription' },
        // The owner's own pages and leads stay theirs with or without a plan.
        { to: '/services', label: 'Services' },
        { to: '/accepted-quotes', label: 'Accepted Quotes' },
        { to: '/accuracy', label: 'Accuracy' },
        { to: '/storefronts', label: 'Storefronts' },
      ];
  return [...areas, { to: '/account', label: 'Account' }];
}
