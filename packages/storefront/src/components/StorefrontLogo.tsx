import { useState } from 'react';
import type { Storefront } from '@yardstick/core';
import { logoUrl } from '../theme/brand.ts';

/** Hidden when there is none or it fails to load: the company name stands on its own. */
export function StorefrontLogo({ storefront }: { storefront: Storefront }) {
  const src = logoUrl(storefront);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!storefront.hasLogo || failedSrc === src) return null;
  return (
    <img
      className="sf-header__logo"
      src={src}
      alt={`${storefront.companyName} logo`}
      onError={() => setFailedSrc(src)}
    />
  );
}
