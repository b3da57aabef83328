import { classifyPixels, type ClassMap } from '../classify/classifyPixels.ts';
import type { VisionInput, VisionProvider } from './types.ts';

/** The engine's own pixel classifier: no network, deterministic. */
export class BuiltinVision implements VisionProvider {
  readonly name = 'builtin';

  async classify(input: VisionInput): Promise<ClassMap> {
    return classifyPixels(input);
  }
}
