import { useEffect, useRef, useState } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@yardstick/core/layout';

/**
 * The mobile menu: closes on a click outside its container, when the screen widens, and on
 * Escape, which also puts focus back on the menu button.
 */
export function useDismissableMenu() {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

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
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    }
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    wide?.addEventListener('change', onWidthChange);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      wide?.removeEventListener('change', onWidthChange);
    };
  }, [open]);

  return { open, setOpen, toggle: () => setOpen((value) => !value), containerRef, buttonRef };
}
