import {
  useEffect,
  useId,
  useRef,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useEstimator, useEstimatorActions } from '../context.ts';
import { TEXT } from '../messages.ts';

/**
 * An open list closes when the visitor taps or clicks anywhere else (the host page included):
 * on a phone it would otherwise stay over the page they are reaching for. A scroll leaves it
 * open, as a phone scrolls to bring an option below the fold into reach.
 */
function useClosesOnOutsideTap(
  open: boolean,
  combobox: RefObject<HTMLElement | null>,
  close: () => void,
): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      // composedPath() sees into the shadow root, where event.target is the host.
      if (combobox.current && !event.composedPath().includes(combobox.current)) close();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open, combobox, close]);
}

/** The address combobox with its suggestion list (WAI-ARIA combobox pattern) and the button. */
export function AddressForm({
  autoFocus = false,
  exampleAddress,
}: {
  autoFocus?: boolean;
  /** An address that can be measured, when the estimator offers examples. */
  exampleAddress?: string;
}) {
  const ids = useId();
  const address = useEstimator((state) => state.address);
  const suggestions = useEstimator((state) => state.suggestions);
  const open = useEstimator((state) => state.suggestionsOpen);
  const highlighted = useEstimator((state) => state.highlightedIndex);
  const analyzing = useEstimator((state) => state.status === 'analyzing');
  const { setAddress, moveHighlight, pickSuggestion, closeSuggestions, blurAddress, analyze } =
    useEstimatorActions();

  const combobox = useRef<HTMLDivElement>(null);
  useClosesOnOutsideTap(open, combobox, closeSuggestions);

  const inputId = `${ids}-address`;
  const listId = `${ids}-suggestions`;
  const optionId = (index: number) => `${ids}-suggestion-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveHighlight(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && highlighted >= 0) {
      // Enter picks the highlighted address instead of submitting the form.
      event.preventDefault();
      pickSuggestion(highlighted);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closeSuggestions();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void analyze();
  };

  return (
    <form className="ys-address-form" part="address-form" onSubmit={onSubmit} noValidate>
      <label className="ys-label" htmlFor={inputId}>
        Property address
      </label>
      <div className="ys-address-row">
        <div className="ys-combobox" ref={combobox}>
          <input
            id={inputId}
            className="ys-input"
            part="input address-input"
            type="text"
            role="combobox"
            autoComplete="off"
            autoFocus={autoFocus}
            // Never an address that would fail: an offered example, or a neutral shape.
            placeholder={exampleAddress ? `e.g. ${exampleAddress}` : 'Street address, city, state'}
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && highlighted >= 0 ? optionId(highlighted) : undefined}
            value={address}
            disabled={analyzing}
            onChange={(event) => setAddress(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={blurAddress}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label="Address suggestions"
            className="ys-suggestions"
            part="suggestions"
            hidden={!open}
          >
            {open &&
              suggestions.map((suggestion, index) => (
                <li
                  key={`${suggestion.placeName}-${index}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === highlighted}
                  className="ys-suggestion"
                  // Keeps focus in the field, so the pick is not raced by the blur close.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pickSuggestion(index)}
                >
                  {suggestion.placeName}
                </li>
              ))}
          </ul>
        </div>
        <button
          type="submit"
          className="ys-button ys-button--primary"
          part="button primary-button analyze-button"
          disabled={analyzing}
        >
          {analyzing ? TEXT.analyzing : TEXT.analyzeButton}
        </button>
      </div>
    </form>
  );
}
