import type { ClassMap } from '../classify/classifyPixels.ts';
import { classifyImage } from '../classify/classifyImage.ts';
import type { VisionInput, VisionProvider } from './types.ts';

/** The engine's own classifier: no network, deterministic. */
export class BuiltinVision implements VisionProvider {
  readonly name = 'builtin';

  constructor(private readonly classifier: (input: VisionInput) => ClassMap = classifyImage) {}

  async classify(input: VisionInput): Promise<ClassMap> {
    return this.classifier(input);
  }
}
