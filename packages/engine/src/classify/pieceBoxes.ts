/** The box of a piece, in whole pixels, both corners included (x1 < 0: no pixel). */
export interface PieceBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The box of every piece of a labelling (index = id; ids 1…count-1). */
export function pieceBoxes(labels: ArrayLike<number>, count: number, width: number): PieceBox[] {
  const boxes = Array.from({ length: count }, () => ({
    x0: Infinity,
    y0: Infinity,
    x1: -1,
    y1: -1,
  }));
  for (let i = 0; i < labels.length; i++) {
    const id = labels[i] ?? 0;
    const box = boxes[id];
    if (id === 0 || !box) continue;
    const x = i % width;
    const y = (i - x) / width;
    box.x0 = Math.min(box.x0, x);
    box.y0 = Math.min(box.y0, y);
    box.x1 = Math.max(box.x1, x);
    box.y1 = Math.max(box.y1, y);
  }
  return boxes;
}
