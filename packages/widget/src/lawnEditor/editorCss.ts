/**
 * The editor's styles and maplibre's, put into the root the editor renders in (the widget's
 * shadow root, or the page for the apps) when the editor first mounts there.
 */
import { designTokens } from '@yardstick/core/designTokens';
import maplibreCss from 'maplibre-gl/dist/maplibre-gl.css?inline';

const { color } = designTokens;

const EDITOR_CSS = `
.ys-le { display: flex; flex-direction: column; gap: 12px; container-type: inline-size;
  --ys-le-border: var(--ys-border, ${color.border}); --ys-le-muted: var(--ys-muted, ${color.textMuted});
  --ys-le-accent: var(--ys-accent, ${color.brand}); --ys-le-surface: var(--ys-surface, ${color.surface}); }
.ys-le *, .ys-le *::before, .ys-le *::after { box-sizing: border-box; }
.ys-le :where(p, ul, h3, h4, fieldset, legend) { margin: 0; padding: 0; }
.ys-le :where(ul) { list-style: none; }
.ys-le fieldset { border: 0; min-width: 0; }
.ys-le-toolbar { display: flex; flex-wrap: wrap; gap: 6px; }
.ys-le-button { display: inline-flex; align-items: center; justify-content: center; gap: 6px;
  min-height: 40px; padding: 6px 12px; font: inherit; font-size: 0.9rem;
  color: inherit; background: var(--ys-le-surface); border: 1px solid var(--ys-le-border);
  border-radius: 8px; cursor: pointer; }
.ys-le-icon { flex: 0 0 auto; }
.ys-le-button[aria-pressed='true'] { background: var(--ys-le-accent); color: var(--ys-accent-text, #fff);
  border-color: var(--ys-le-accent); }
.ys-le-button:disabled { opacity: 0.5; cursor: not-allowed; }
.ys-le-button:focus-visible, .ys-le input:focus-visible { outline: 2px solid var(--ys-le-accent); outline-offset: 2px; }
.ys-le-body { display: grid; grid-template-columns: minmax(0, 1fr) minmax(200px, 34%); gap: 12px; align-items: start; }
.ys-le-map { position: relative; height: 420px; border-radius: 8px; overflow: hidden;
  border: 1px solid var(--ys-le-border); background: #1f2937; }
.ys-le-map-canvas { position: absolute; inset: 0; }
.ys-le-cross { position: absolute; left: 50%; top: 50%; width: 24px; height: 24px; margin: -12px 0 0 -12px;
  pointer-events: none; background: linear-gradient(#fff, #fff) center / 2px 100% no-repeat,
  linear-gradient(#fff, #fff) center / 100% 2px no-repeat; filter: drop-shadow(0 0 1px #000); }
.ys-le-map-message { position: absolute; inset: 0; display: grid; place-content: center; padding: 16px;
  text-align: center; color: #fff; }
.ys-le-fallback { padding: 12px; border-radius: 8px; background: #fffbeb; border: 1px solid #f59e0b; color: #78350f; }
.ys-le-hint { font-size: 0.85rem; color: var(--ys-le-muted); }
.ys-le-problem { font-size: 0.9rem; color: var(--ys-danger, ${color.danger}); }
.ys-le-summary { font-weight: 650; }
.ys-le-price { font-size: 1.05rem; }
.ys-le-list { display: flex; flex-direction: column; gap: 12px; }
.ys-le-list legend { font-weight: 650; font-size: 0.95rem; margin-bottom: 4px; }
.ys-le-item { display: flex; align-items: flex-start; gap: 8px; padding: 6px 0; font-size: 0.9rem; cursor: pointer; }
.ys-le-item input { width: 20px; height: 20px; margin: 2px 0 0; flex: 0 0 auto; accent-color: var(--ys-le-accent); }
.ys-le-swatch { display: inline-block; width: 10px; height: 10px; border-radius: 2px; margin-right: 6px; vertical-align: baseline; }
.ys-le-map-column { display: flex; flex-direction: column; gap: 6px; min-width: 0; }
.ys-le-legend { display: flex; flex-wrap: wrap; gap: 4px 14px; font-size: 0.85rem; color: var(--ys-le-muted); }
.ys-le-legend li { display: inline-flex; align-items: center; gap: 6px; }
.ys-le-key { display: inline-block; width: 16px; height: 12px; border-radius: 2px; border: 1.5px solid; }
.ys-le-key--lawn { background: rgb(34 197 94 / 0.45); border-color: #15803d; }
.ys-le-key--beds { border-color: #ff8ad8; background: repeating-linear-gradient(135deg,
  #ff8ad8 0 2px, rgb(255 138 216 / 0.2) 2px 5px); }
.ys-le-key--paving { background: rgb(91 140 255 / 0.5); border-color: #5b8cff; }
.ys-le-actions { display: flex; flex-wrap: wrap; gap: 8px; justify-content: flex-end; }
@container (max-width: 640px) {
  .ys-le-body { grid-template-columns: minmax(0, 1fr); }
  .ys-le-map { height: 340px; }
  /* Every tool on one row, as icons: their names are still read out and shown on hover. */
  .ys-le-toolbar { flex-wrap: nowrap; gap: 4px; }
  .ys-le-button { flex: 1 1 0; min-width: 0; min-height: 44px; padding: 0; }
  .ys-le-keys { display: none; }
  /* Shown to keyboard users only: a tap that moved focus out would otherwise shift the page
     between press and release, and the button under the finger would miss its click. */
  .ys-le:has(:focus-visible) .ys-le-keys { display: block; }
  .ys-le-button { position: relative; }
  .ys-le-button-text { position: absolute; width: 1px; height: 1px; overflow: hidden;
    clip: rect(0 0 0 0); white-space: nowrap; }
}
`;

const MARK = 'data-ys-lawn-editor-css';

/** Adds the styles once to the shadow root or document `element` is in. */
export function injectEditorCss(element: HTMLElement): void {
  const root = element.getRootNode();
  const host = root instanceof ShadowRoot ? root : element.ownerDocument.head;
  if (host.querySelector(`style[${MARK}]`)) return;
  const style = element.ownerDocument.createElement('style');
  style.setAttribute(MARK, '');
  style.textContent = `${maplibreCss}\n${EDITOR_CSS}`;
  host.appendChild(style);
}
