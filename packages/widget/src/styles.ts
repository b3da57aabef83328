import { designTokens } from '@yardstick/core/designTokens';

const { color, radius } = designTokens;

/**
 * The estimator's stylesheet: every selector starts with a `ys-` class, so it changes
 * nothing else on a page that renders it outside a shadow root (the apps). Colours come
 * from custom properties, valued from the shared design tokens (the page's own
 * --yardstick-* properties win); --ys-accent and --ys-accent-text are set by the component.
 */
export const ESTIMATOR_CSS = `
.ys-estimator {
  --ys-text: var(--yardstick-text-color, ${color.text});
  --ys-muted: var(--yardstick-muted-color, ${color.textMuted});
  --ys-border: var(--yardstick-border-color, ${color.border});
  --ys-surface: var(--yardstick-surface-color, ${color.surface});
  --ys-subtle: ${color.surfaceAlt};
  --ys-danger: ${color.danger};
  --ys-danger-bg: ${color.dangerSoft};
  --ys-radius: var(--yardstick-radius, ${radius.md});
  --ys-control-radius: var(--yardstick-radius, 8px);
  --ys-focus: 0 0 0 2px var(--ys-focus-ring, var(--ys-accent));
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-width: 960px;
  margin: 0 auto;
  padding: 16px;
  color: var(--ys-text);
  font-family: var(--yardstick-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif);
  font-size: 16px;
  line-height: 1.5;
  text-align: left;
  /* Narrow layout follows the estimator's own width, not the page's. */
  container-type: inline-size;
}
.ys-estimator *, .ys-estimator *::before, .ys-estimator *::after { box-sizing: border-box; }
.ys-estimator :where(h2, h3, p, ul, ol) { margin: 0; padding: 0; }
.ys-estimator :where(ul, ol) { list-style: none; }
.ys-estimator :focus-visible { outline: 2px solid var(--ys-focus-ring, var(--ys-accent)); outline-offset: 2px; }

.ys-header { padding-bottom: 12px; border-bottom: 1px solid var(--ys-border); }
.ys-header-title { font-size: 1.25rem; font-weight: 700; }

.ys-card {
  display: flex; flex-direction: column; gap: 12px;
  padding: 16px; background: var(--ys-surface);
  border: 1px solid var(--ys-border); border-radius: var(--ys-radius);
  box-shadow: 0 1px 2px rgba(16, 24, 40, 0.05);
}
.ys-card-title { font-size: 1.05rem; font-weight: 650; }
.ys-muted { color: var(--ys-muted); font-size: 0.9rem; }
.ys-strong { font-weight: 650; }
.ys-review-note { margin: 8px 0 0; font-weight: 650; font-size: 0.9rem; }
.ys-price-notice { margin: 8px 0; padding: 8px 12px; border-radius: var(--ys-radius); color: var(--ys-danger); background: var(--ys-danger-bg); font-weight: 650; }
.ys-visually-hidden {
  position: absolute; width: 1px; height: 1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap;
}
.ys-grid { display: grid; gap: 12px; }
.ys-grid--two { grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr)); }

.ys-label { display: block; margin-bottom: 4px; font-size: 0.9rem; font-weight: 600; }
.ys-label--small { font-size: 0.8rem; margin-bottom: 2px; }
.ys-input, .ys-select {
  width: 100%; min-height: 44px; padding: 8px 12px;
  font: inherit; color: inherit; background: var(--ys-surface);
  border: 1px solid #c3c9d1; border-radius: var(--ys-control-radius);
}
.ys-select { min-height: 38px; padding: 6px 10px; }
.ys-textarea { min-height: 80px; resize: vertical; }
.ys-input:focus-visible, .ys-select:focus-visible { outline: none; border-color: var(--ys-focus-ring, var(--ys-accent)); box-shadow: var(--ys-focus); }
.ys-input:disabled { background: var(--ys-subtle); color: var(--ys-muted); }
.ys-field { display: flex; flex-direction: column; }

.ys-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  min-height: 44px; padding: 8px 18px;
  font: inherit; font-weight: 600; text-decoration: none; cursor: pointer;
  color: var(--ys-text); background: var(--ys-surface);
  border: 1px solid #c3c9d1; border-radius: var(--ys-control-radius);
}
.ys-button:hover:not(:disabled) { background: var(--ys-subtle); }
.ys-button--primary { color: var(--ys-accent-text); background: var(--ys-accent); border-color: var(--ys-accent); }
.ys-button--primary:hover:not(:disabled) { background: color-mix(in srgb, var(--ys-accent) 88%, #000); }
.ys-button:disabled { opacity: 0.55; cursor: not-allowed; }
.ys-actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 8px; }
.ys-actions--center { justify-content: center; }

.ys-address-form { display: flex; flex-direction: column; }
.ys-address-row { display: flex; flex-wrap: wrap; gap: 8px; }
.ys-combobox { position: relative; flex: 1 1 260px; min-width: 0; }
.ys-address-row > .ys-button { flex: 0 0 auto; }
.ys-suggestions {
  position: absolute; z-index: 10; top: calc(100% + 4px); left: 0; right: 0;
  background: #fff; border: 1px solid var(--ys-border); border-radius: 8px;
  box-shadow: 0 8px 24px rgba(16, 24, 40, 0.12); overflow: hidden;
}
.ys-suggestions[hidden] { display: none; }
.ys-suggestion { padding: 10px 12px; cursor: pointer; }
.ys-suggestion:hover, .ys-suggestion[aria-selected='true'] {
  background: color-mix(in srgb, var(--ys-accent) 12%, #fff);
}

.ys-demo { display: flex; flex-direction: column; gap: 6px; }
.ys-demo-list { display: flex; flex-wrap: wrap; gap: 6px; }
.ys-chip {
  min-height: 36px; padding: 4px 12px; font: inherit; font-size: 0.85rem; cursor: pointer;
  color: var(--ys-text); background: var(--ys-subtle);
  border: 1px solid var(--ys-border); border-radius: 999px;
}
.ys-chip:hover:not(:disabled) { border-color: var(--ys-accent); }
.ys-chip:disabled { opacity: 0.55; cursor: not-allowed; }

.ys-progress-bar { height: 8px; background: #e4e8ec; border-radius: 999px; overflow: hidden; }
.ys-progress-fill { height: 100%; background: var(--ys-accent); transition: width 300ms ease; }
.ys-steps { display: flex; flex-direction: column; gap: 6px; }
.ys-step { display: flex; align-items: center; gap: 8px; color: var(--ys-muted); }
.ys-step[data-done='true'] { color: var(--ys-text); }
.ys-step-icon {
  display: inline-flex; align-items: center; justify-content: center; flex: 0 0 20px;
  width: 20px; height: 20px; font-size: 12px; border-radius: 50%;
  border: 2px solid var(--ys-border); border-top-color: var(--ys-accent);
  animation: ys-spin 900ms linear infinite;
}
.ys-step[data-done='true'] .ys-step-icon {
  animation: none; color: var(--ys-accent-text); background: var(--ys-accent); border-color: var(--ys-accent);
}
.ys-spinner {
  display: inline-block; width: 16px; height: 16px; vertical-align: -3px; border-radius: 50%;
  border: 2px solid var(--ys-border); border-top-color: var(--ys-accent);
  animation: ys-spin 900ms linear infinite;
}
@keyframes ys-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) {
  .ys-step-icon, .ys-spinner { animation: none; }
  .ys-progress-fill { transition: none; }
}

.ys-results { display: flex; flex-direction: column; gap: 16px; }
.ys-map-frame {
  position: relative; display: flex; align-items: center; justify-content: center;
  background: var(--ys-subtle); border-radius: 8px; overflow: hidden;
}
.ys-map-frame[data-state='loading'] .ys-map-image { position: absolute; opacity: 0; }
.ys-map-picture { display: contents; }
.ys-map-image { display: block; width: 100%; height: auto; object-fit: contain; }
.ys-map-loading { color: var(--ys-muted); }
.ys-lawn-adjustment { display: flex; flex-direction: column; align-items: flex-start; gap: 12px; }
.ys-lawn-adjustment > div { align-self: stretch; }
.ys-map-failed { padding: 32px 16px; text-align: center; }
.ys-stat-label { font-size: 0.85rem; font-weight: 600; color: var(--ys-muted); text-transform: uppercase; letter-spacing: 0.04em; }
.ys-stat-value { font-size: 1.6rem; font-weight: 700; }

.ys-obstacles { display: flex; flex-direction: column; gap: 8px; }
.ys-obstacle { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 10px; }
.ys-obstacle-description { flex-basis: 100%; font-size: 0.9rem; }
.ys-badge {
  display: inline-block; padding: 1px 8px; font-size: 0.75rem; font-weight: 600;
  background: var(--ys-subtle); border: 1px solid var(--ys-border); border-radius: 999px;
}
.ys-badge--accent {
  color: var(--ys-text); background: color-mix(in srgb, var(--ys-accent) 14%, #fff);
  border-color: color-mix(in srgb, var(--ys-accent) 40%, #fff);
}

.ys-services { display: flex; flex-direction: column; }
.ys-service {
  display: grid; gap: 8px 16px; align-items: center; padding: 12px 0;
  grid-template-columns: minmax(0, 1fr) auto;
  border-bottom: 1px solid var(--ys-border);
}
.ys-service[data-selected='false'] .ys-service-price > .ys-strong { text-decoration: line-through; }
.ys-service-toggle { display: flex; align-items: center; gap: 10px; cursor: pointer; min-height: 32px; }
.ys-checkbox { width: 20px; height: 20px; margin: 0; accent-color: var(--ys-accent); }
.ys-service-frequency { grid-row: span 2; min-width: 140px; }
.ys-service-price { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; grid-column: 1; }
.ys-breakdown { grid-column: 1 / -1; display: flex; flex-direction: column; gap: 2px; margin: 0; font-size: 0.85rem; color: var(--ys-muted); }
.ys-breakdown-row { display: flex; justify-content: space-between; gap: 12px; }
.ys-breakdown-row dd { margin: 0; font-variant-numeric: tabular-nums; white-space: nowrap; }
.ys-later { display: flex; flex-direction: column; gap: 4px; padding-top: 8px; border-top: 1px solid var(--ys-border); }
.ys-later-title { margin: 0; font-size: 0.85rem; font-weight: 600; color: var(--ys-muted); text-transform: uppercase; letter-spacing: 0.04em; }
.ys-later-service { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 4px 12px; padding: 6px 0; color: var(--ys-muted); }
.ys-later-service .ys-badge { color: var(--ys-text); }
.ys-total {
  display: flex; justify-content: space-between; align-items: baseline;
  padding-top: 4px; font-size: 1.1rem; font-weight: 700;
}
.ys-total-value { font-size: 1.25rem; text-align: right; }
.ys-result-heading { font-size: 1.15rem; font-weight: 600; }
.ys-result-heading:focus { outline: none; }
.ys-result-heading:focus-visible { outline: 2px solid var(--ys-focus-ring, var(--ys-accent)); outline-offset: 4px; border-radius: 4px; }
.ys-details { display: flex; flex-direction: column; gap: 8px; }
.ys-details-summary { cursor: pointer; font-weight: 600; min-height: 32px; padding: 4px 0; }

.ys-cta { flex-direction: row; flex-wrap: wrap; align-items: center; justify-content: space-between; }
.ys-cta > div { flex: 1 1 240px; }
.ys-cta--trial { background: var(--ys-subtle); }
.ys-lawn-problem { flex: 1 1 100%; margin: 4px 0 0; color: var(--ys-danger); font-size: 0.9rem; font-weight: 650; }
.ys-error-card { border-color: #f3b5ae; background: var(--ys-danger-bg); }
.ys-callback { display: flex; flex-direction: column; gap: 12px; }
.ys-error-card .ys-callback { padding-top: 12px; border-top: 1px solid #f3b5ae; }
.ys-contact { display: flex; flex-wrap: wrap; gap: 4px 20px; margin: 0; padding: 0; list-style: none; font-weight: 600; }
.ys-contact a { color: inherit; }
.ys-callback-form { display: flex; flex-direction: column; gap: 12px; }
.ys-callback-problem { color: var(--ys-danger); font-weight: 600; }
.ys-callback-sent { font-weight: 650; }

.ys-confirmation { align-items: center; text-align: center; padding: 32px 16px; }
.ys-confirmation-icon {
  display: flex; align-items: center; justify-content: center; width: 56px; height: 56px;
  font-size: 28px; color: var(--ys-accent-text); background: var(--ys-accent); border-radius: 50%;
}
.ys-confirmation-title { font-size: 1.5rem; font-weight: 700; }
.ys-confirmation-title:focus { outline: none; }
.ys-link-button {
  min-height: 44px; padding: 0 4px; font: inherit; color: var(--ys-text); text-decoration: underline;
  background: none; border: 0; cursor: pointer;
}

.ys-toast-region { position: fixed; z-index: 2147483000; right: 16px; bottom: 16px; max-width: min(380px, calc(100vw - 32px)); }
.ys-toast-region[data-placement='top'] { top: 16px; bottom: auto; }
/* It would cover the card that says the same: screen readers still hear it. */
.ys-toast-region[data-drawn='false'] { clip-path: inset(50%); }
.ys-toast {
  display: flex; align-items: flex-start; gap: 12px; padding: 12px 14px;
  background: #fff; border: 1px solid var(--ys-border); border-radius: var(--ys-radius);
  box-shadow: 0 12px 32px rgba(16, 24, 40, 0.18);
}
.ys-toast--destructive { color: #fff; background: var(--ys-danger); border-color: var(--ys-danger); }
.ys-toast-text { flex: 1; }
.ys-toast-title { font-weight: 700; }
.ys-toast-description { font-size: 0.9rem; }
.ys-toast-close {
  min-width: 32px; min-height: 32px; padding: 0; font: inherit; font-size: 1.25rem; line-height: 1;
  color: inherit; background: transparent; border: 0; border-radius: 6px; cursor: pointer;
}

@container (max-width: 480px) {
  .ys-address-row > .ys-button { flex: 1 1 100%; }
  /* Analyze wraps under the field: the list opens under the button, which stays in reach. */
  .ys-address-row { position: relative; }
  .ys-address-row > .ys-combobox { position: static; }
  .ys-service { grid-template-columns: minmax(0, 1fr); }
  .ys-service-frequency { grid-row: auto; }
  .ys-stat-value { font-size: 1.35rem; }
}
`;
