/** Stripe's form encoding (`items[0][price]=…&expand[0]=…&metadata[plan]=pro`) back into objects. */

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

function keyPath(name: string): string[] {
  const [head = '', ...rest] = name.split('[');
  return [head, ...rest.map((part) => part.replace(/\]$/, ''))];
}

function setPath(target: FormObject, path: string[], value: string): void {
  let node: FormObject = target;
  path.forEach((key, index) => {
    const last = index === path.length - 1;
    // `expand[]` appends; numeric keys are kept as object keys and turned into arrays below.
    const name = key === '' ? String(Object.keys(node).length) : key;
    if (last) {
      node[name] = value;
      return;
    }
    const next = node[name];
    if (typeof next !== 'object' || Array.isArray(next)) node[name] = {};
    const child = node[name];
    if (typeof child === 'object' && !Array.isArray(child)) node = child;
  });
}

function arraysOf(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, arraysOf(value[key] ?? '')] as const);
  if (keys.length > 0 && keys.every((key, index) => key === String(index)))
    return entries.map(([, item]) => item);
  return Object.fromEntries(entries);
}

export function parseForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [name, value] of new URLSearchParams(text)) setPath(root, keyPath(name), value);
  const parsed = arraysOf(root);
  return typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
}

/** Reading helpers: a form field as a string, list or object (absent → undefined). */
export const field = {
  text(form: FormObject, key: string): string | undefined {
    const value = form[key];
    return typeof value === 'string' ? value : undefined;
  },
  list(form: FormObject, key: string): FormValue[] {
    const value = form[key];
    return Array.isArray(value) ? value : value === undefined ? [] : [value];
  },
  object(form: FormObject | FormValue | undefined, key?: string): FormObject {
    const value =
      key === undefined
        ? form
        : typeof form === 'object' && !Array.isArray(form)
          ? form[key]
          : undefined;
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
  },
};
