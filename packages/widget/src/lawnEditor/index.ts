/** The lawn editor's chunk: maplibre, terra-draw and the editor, fetched only when opened. */
export { LawnEditor, type LawnEditorChange, type LawnEditorProps } from './LawnEditor.tsx';
