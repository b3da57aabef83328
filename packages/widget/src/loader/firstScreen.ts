/**
 * The estimator's first screen drawn by the loader itself, with the estimator's own markup and
 * stylesheet, so the address field takes typing before React and the rest have arrived. When
 * they arrive the estimator takes over what was typed, the focus and any pending submit.
 */
import { DEFAULT_ACCENT_COLOR, accentProperties } from '../accent.ts';
import { ELEMENT_CSS } from '../element/elementCss.ts';
import { propsFromAttributes } from '../element/attributes.ts';
import { TEXT, headerTitle } from '../messages.ts';
import { ESTIMATOR_CSS } from '../styles.ts';

/** What the homeowner did on the first screen before the estimator took it over. */
export interface FirstScreenHandover {
  address: string;
  /** The caret or selection when the field had focus, else null. */
  focus: { start: number; end: number } | null;
  /** Analyze was pressed (or Enter): the estimator analyzes as soon as it is up. */
  submitted: boolean;
}

export interface FirstScreen {
  /** Removes the first screen and its stylesheet and says what was done on it. */
  handOver(): FirstScreenHandover;
}

let sharedSheet: CSSStyleSheet | undefined;
/** One constructed sheet for every element on the page, as the estimator's own. */
function firstScreenSheet(): CSSStyleSheet {
  if (!sharedSheet) {
    sharedSheet = new CSSStyleSheet();
    sharedSheet.replaceSync(ELEMENT_CSS + ESTIMATOR_CSS);
  }
  return sharedSheet;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string>,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** The markup AddressForm renders for an empty, idle estimator (checked by firstScreen.test.ts). */
function addressForm(): HTMLFormElement {
  const inputId = 'ys-first-screen-address';
  const listId = 'ys-first-screen-suggestions';
  const input = element('input', {
    id: inputId,
    class: 'ys-input',
    part: 'input address-input',
    type: 'text',
    role: 'combobox',
    autocomplete: 'off',
    placeholder: 'Street address, city, state',
    'aria-autocomplete': 'list',
    'aria-expanded': 'false',
    'aria-controls': listId,
  });
  const list = element('ul', {
    id: listId,
    role: 'listbox',
    'aria-label': 'Address suggestions',
    class: 'ys-suggestions',
    part: 'suggestions',
    hidden: '',
  });
  const button = element(
    'button',
    {
      type: 'submit',
      class: 'ys-button ys-button--primary',
      part: 'button primary-button analyze-button',
    },
    TEXT.analyzeButton,
  );
  return element(
    'form',
    { class: 'ys-address-form', part: 'address-form', novalidate: '' },
    element('label', { class: 'ys-label', for: inputId }, 'Property address'),
    element(
      'div',
      { class: 'ys-address-row' },
      element('div', { class: 'ys-combobox' }, input, list),
      button,
    ),
  );
}

/** The estimator root with the header and address form, as the Estimator first renders them. */
export function firstScreenMarkup(host: Element): { root: HTMLElement; form: HTMLFormElement } {
  const props = propsFromAttributes((name) => host.getAttribute(name), '');
  const estimator = element('div', { class: 'ys-estimator', part: 'estimator' });
  // Through the CSSOM, as React sets them: a strict CSP blocks style attributes, not this.
  for (const [name, value] of Object.entries(
    accentProperties(props.accentColor ?? DEFAULT_ACCENT_COLOR),
  ))
    estimator.style.setProperty(name, value);
  if (props.showHeader) {
    estimator.append(
      element(
        'header',
        { class: 'ys-header', part: 'header' },
        element('h2', { class: 'ys-header-title' }, headerTitle(props.companyName)),
      ),
    );
  }
  const form = addressForm();
  estimator.append(form);
  return { root: element('div', { class: 'ys-host-root' }, estimator), form };
}

/**
 * Draws the first screen into `shadow` with the estimator's stylesheet; `onSubmit` asks for
 * the estimator, which answers the submit when it arrives.
 */
export function renderFirstScreen(
  host: HTMLElement,
  shadow: ShadowRoot,
  onSubmit: () => void,
): FirstScreen {
  const { root, form } = firstScreenMarkup(host);
  let submitted = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submitted = true;
    onSubmit();
  });

  const sheet = firstScreenSheet();
  shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet];
  shadow.append(root);

  return {
    handOver() {
      const input = form.querySelector('input');
      const focused = input !== null && shadow.activeElement === input;
      const handover: FirstScreenHandover = {
        address: input?.value ?? '',
        focus: focused
          ? { start: input.selectionStart ?? 0, end: input.selectionEnd ?? input.value.length }
          : null,
        submitted,
      };
      root.remove();
      shadow.adoptedStyleSheets = shadow.adoptedStyleSheets.filter((s) => s !== sheet);
      return handover;
    },
  };
}
