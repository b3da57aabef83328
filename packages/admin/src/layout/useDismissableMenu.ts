import { useEffect, useRef, useState } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@yardstick/core/layout';

/** The mobile menu: closes on a click outside its container and when the screen widens. */
export function useDismissableMenu() {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: MouseEvent | TouchEvent) {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) {
        setOpen(false);
      }
    }
    const wide = window.matchMedia?.(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
    function onWidthChange(event: MediaQueryListEvent) {
      if (event.matches) setOpen(false);
    }
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    wide?.addEventListener('change', onWidthChange);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      wide?.removeEventListener('change', onWidthChange);
    };
  }, [open]);

  return { open, setOpen, toggle: () => setOpen((value) => !value), containerRef };
}
