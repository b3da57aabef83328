/** Where the toast goes so that it never covers the price or the Accept button. */
export type ToastPlacement = 'bottom' | 'top';

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The toast's distance from the viewport's edges (the stylesheet's 16 px). */
export const TOAST_MARGIN_PX = 16;

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** The toast's box at a placement, in the bottom-right or top-right corner of the viewport. */
export function toastBox(
  placement: ToastPlacement,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
): Box {
  const right = viewport.width - TOAST_MARGIN_PX;
  const top =
    placement === 'bottom' ? viewport.height - TOAST_MARGIN_PX - size.height : TOAST_MARGIN_PX;
  return { top, bottom: top + size.height, left: right - size.width, right };
}

/** Whether the toast at a placement would cover any of these boxes. */
export function coversAny(
  placement: ToastPlacement,
  size: { width: number; height: number },
  boxes: readonly Box[],
  viewport: { width: number; height: number },
): boolean {
  const toast = toastBox(placement, size, viewport);
  return boxes.some((box) => overlaps(toast, box));
}

/** Bottom unless it would cover a primary element there; then whichever covers fewer. */
export function toastPlacement(
  size: { width: number; height: number },
  primaries: readonly Box[],
  viewport: { width: number; height: number },
): ToastPlacement {
  const covered = (placement: ToastPlacement) =>
    primaries.filter((box) => overlaps(toastBox(placement, size, viewport), box)).length;
  const bottom = covered('bottom');
  if (bottom === 0) return 'bottom';
  return covered('top') < bottom ? 'top' : 'bottom';
}
