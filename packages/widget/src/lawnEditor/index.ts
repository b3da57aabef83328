/** The lawn editor's chunk: maplibre, terra-draw and the editor, fetched only when opened. */
export { LawnEditor, type LawnEditorProps } from './LawnEditor.tsx';
export type { LawnEditorChange } from './editorState.ts';
export type { MapLayer, ReadOnlyLayers } from './layers.ts';
