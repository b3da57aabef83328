import { BuiltinVision } from './builtinVision.ts';
import { describeVisionProviderContract } from './contract/visionProviderContract.ts';

describeVisionProviderContract('builtin', () => new BuiltinVision());
