import { EMBED_HEIGHT_MESSAGE } from '@yardstick/core/embed';
import { useEffect, type RefObject } from 'react';

/**
 * The page that framed us, by origin: Chromium and Safari name it in ancestorOrigins; else
 * the referrer's origin (the iframe's navigation carries it). Null when neither is known.
 */
function parentOrigin(): string | null {
  const ancestor = window.location.ancestorOrigins?.[0];
  if (ancestor && ancestor !== 'null') return ancestor;
  try {
    return document.referrer ? new URL(document.referrer).origin : null;
  } catch {
    return null;
  }
}

/**
 * Inside an iframe, tells the parent page how tall the content is whenever it changes, for
 * the auto-resizing embed code. The message names its target origin; the parent's script
 * checks ours. Outside a frame, or with no known parent origin, it does nothing.
 */
export function usePostHeightToParent(
  content: RefObject<HTMLElement | null>,
  /** Changes when another screen (checking, denied, the estimator) is rendered. */
  screen: string,
): void {
  useEffect(() => {
    const element = content.current;
    const target = parentOrigin();
    if (window.parent === window || !element || !target) return;
    // The page is at least as tall as the frame (min-height: 100vh), so measure what is in it:
    // a frame must be able to shrink again when the result gives way to a short screen.
    const post = () => {
      const top = element.getBoundingClientRect().top;
      const bottom = Math.max(
        top,
        ...[...element.children].map((child) => child.getBoundingClientRect().bottom),
      );
      const padding = parseFloat(getComputedStyle(element).paddingBottom) || 0;
      window.parent.postMessage(
        { type: EMBED_HEIGHT_MESSAGE, height: Math.ceil(bottom - top + padding) },
        target,
      );
    };
    const observer = new ResizeObserver(post);
    for (const child of element.children) observer.observe(child);
    post();
    return () => observer.disconnect();
  }, [content, screen]);
}
