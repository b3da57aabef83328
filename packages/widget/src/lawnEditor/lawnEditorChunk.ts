import { lazyModule } from '../lazyModule.ts';

/** maplibre, terra-draw and the editor: fetched when a homeowner or owner opens the editor. */
export const lawnEditorChunk = lazyModule(() => import('./index.ts'));
