import { MOBILE_BREAKPOINT_PX } from '@yardstick/core/layout';
import { useMediaQuery } from './useMediaQuery.ts';

/** Below the SPEC breakpoint the header collapses into a menu. */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
}
