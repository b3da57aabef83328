import { LOGO_SIZES_PX, type LogoSize } from '@yardstick/core/layout';
import { SITE_NAME } from '../hooks/useDocumentTitle.ts';

/** The Yardstick mark (a ruler over grass) with the word mark beside it. */
export function Logo({ size = 'small', showName = true }: { size?: LogoSize; showName?: boolean }) {
  const px = LOGO_SIZES_PX[size];
  return (
    <span className="logo">
      <svg width={px} height={px} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="var(--color-brand)" />
        <path
          d="M6 22h20M9 22v-4M13 22v-7M17 22v-4M21 22v-7M25 22v-4"
          stroke="#fff"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
      </svg>
      {showName && <span className="logo__name">{SITE_NAME}</span>}
    </span>
  );
}
