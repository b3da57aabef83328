import { BuiltinVision } from './builtin-vision.ts';
import { describeVisionProviderContract } from './contract/vision-provider-contract.ts';

describeVisionProviderContract('builtin', () => new BuiltinVision());
