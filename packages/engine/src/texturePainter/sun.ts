/** The one sun of a scene: direction towards it in image pixels (x right, y down) and height. */
export interface Sun {
  /** Unit vector pointing from the ground towards the sun, in the image plane. */
  towards: [number, number];
  elevation: number;
}

/** Length of the shadow of one metre of height, in metres. */
export function shadowPerMetre(sun: Sun): number {
  return 1 / Math.tan(sun.elevation);
}
