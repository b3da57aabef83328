import { useEffect } from 'react';
import { DEFAULT_STOREFRONT_COLORS } from '@yardstick/core';

/** Sets the tab title and the browser chrome colour (mobile address bar) for what is shown. */
export function useDocumentBranding(
  title: string,
  themeColor: string = DEFAULT_STOREFRONT_COLORS.primary,
): void {
  useEffect(() => {
    document.title = title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    if (meta === null) {
      meta = document.createElement('meta');
      meta.name = 'theme-color';
      document.head.append(meta);
    }
    meta.content = themeColor;
  }, [title, themeColor]);
}
