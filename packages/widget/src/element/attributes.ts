/** The custom element's attributes (DESIGN §7) and how they become Estimator props. */
import type { EstimatorProps } from '../Estimator.tsx';

export const ELEMENT_ATTRIBUTES = [
  'api-key',
  'api-base',
  'company-name',
  'show-header',
  'accent-color',
  'storefront-subdomain',
  'allow-accept',
  'demo',
  'show-trial-cta',
] as const;

export type ElementAttribute = (typeof ELEMENT_ATTRIBUTES)[number];
export type AttributeReader = (name: ElementAttribute) => string | null;

/** HTML boolean attributes: present (`demo`, `demo=""`, `demo="true"`) is on, "false" is off. */
export function booleanAttribute(value: string | null, whenAbsent: boolean): boolean {
  if (value === null) return whenAbsent;
  return value.trim().toLowerCase() !== 'false';
}

function textAttribute(value: string | null): string | undefined {
  const text = value?.trim();
  return text ? text : undefined;
}

export type ElementEstimatorProps = Pick<
  EstimatorProps,
  | 'apiKey'
  | 'apiBase'
  | 'companyName'
  | 'showHeader'
  | 'accentColor'
  | 'storefrontSubdomain'
  | 'allowAccept'
  | 'demo'
  | 'showTrialCta'
>;

/** `defaultApiBase` is where the script came from, unless `api-base` says otherwise. */
export function propsFromAttributes(
  read: AttributeReader,
  defaultApiBase: string,
): ElementEstimatorProps {
  return {
    apiKey: textAttribute(read('api-key')),
    apiBase: textAttribute(read('api-base')) ?? defaultApiBase,
    companyName: textAttribute(read('company-name')),
    showHeader: booleanAttribute(read('show-header'), false),
    accentColor: textAttribute(read('accent-color')),
    storefrontSubdomain: textAttribute(read('storefront-subdomain')),
    allowAccept: booleanAttribute(read('allow-accept'), true),
    demo: booleanAttribute(read('demo'), false),
    showTrialCta: booleanAttribute(read('show-trial-cta'), false),
  };
}
