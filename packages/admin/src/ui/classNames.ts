/** Joins the truthy class names: `classNames('btn', active && 'btn--active')`. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
