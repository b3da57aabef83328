/**
 * `@yardstick/widget/element`: registers `<yardstick-estimator>` for a site that bundles its
 * scripts (React and react-dom are peer dependencies). The CDN loader does the same without
 * a build step. Importing it twice, or next to the CDN script, defines the element once.
 */
import { defineEstimatorElement } from '../element.tsx';
import { announceVersion } from '../version.ts';

export type * from './types.ts';
export { defineEstimatorElement };

defineEstimatorElement();
announceVersion();
