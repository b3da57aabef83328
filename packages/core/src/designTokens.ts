/**
 * The design tokens every front end shares: colours, spacing, radii and the focus ring. The
 * owner app and storefronts set them as CSS custom properties on the page (`--color-text`,
 * `--space-4`, `--radius-md`, `--focus-ring`); the widget, which renders in a shadow root,
 * builds its stylesheet from the values. Text colours keep ≥ 4.5:1 on their backgrounds.
 */
export const designTokens = {
  color: {
    brand: '#15803d', // 5.0:1 on white
    brandStrong: '#166534',
    brandSoft: '#dcfce7',
    brandTint: '#f0fdf4',
    onBrand: '#ffffff',

    text: '#111827',
    textMuted: '#4b5563', // 7.5:1 on white
    bg: '#f7faf8',
    surface: '#ffffff',
    surfaceAlt: '#f3f6f4',
    border: '#d9e0dc',
    borderStrong: '#9ca3af',

    /** Storefronts keep neutral blue actions, so an owner's brand colours stay the header's. */
    action: '#1d4ed8',
    actionStrong: '#1e40af',
    actionFocus: '#2563eb',

    danger: '#b91c1c',
    dangerStrong: '#991b1b',
    dangerSoft: '#fee2e2',
    warningText: '#854d0e',
    warningSoft: '#fef9c3',
    infoText: '#1e40af',
    infoSoft: '#dbeafe',
    purpleText: '#6b21a8',
    purpleSoft: '#f3e8ff',
    grayText: '#374151',
    graySoft: '#f3f4f6',
  },
  space: {
    1: '4px',
    2: '8px',
    3: '12px',
    4: '16px',
    5: '24px',
    6: '32px',
    7: '48px',
    8: '72px',
  },
  radius: { sm: '6px', md: '10px', lg: '16px' },
  focusRing: '0 0 0 3px rgb(21 128 61 / 0.45)',
} as const;

/** `brandStrong` → `brand-strong`. */
function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** Every token as a CSS custom property: `--color-brand-strong`, `--space-4`, `--radius-md`, `--focus-ring`. */
export function designTokenProperties(): Record<`--${string}`, string> {
  const { color, space, radius, focusRing } = designTokens;
  return Object.fromEntries([
    ...Object.entries(color).map(([name, value]) => [`--color-${kebab(name)}`, value]),
    ...Object.entries(space).map(([step, value]) => [`--space-${step}`, value]),
    ...Object.entries(radius).map(([size, value]) => [`--radius-${size}`, value]),
    ['--focus-ring', focusRing],
  ]);
}

/** Anything with `setProperty`, as an element's `style` has: core itself has no DOM. */
export interface StyleTarget {
  setProperty(name: string, value: string): void;
}

/** Sets every token on the target, e.g. `document.documentElement.style` at an app's start. */
export function applyDesignTokens(style: StyleTarget): void {
  for (const [name, value] of Object.entries(designTokenProperties()))
    style.setProperty(name, value);
}
