import { useEffect } from 'react';

export const SITE_NAME = 'Yardstick';

/** Sets the page title as '{title} | Yardstick' (or just the site name). */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
