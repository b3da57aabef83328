/** The editor's tool icons: 24 px line drawings in the text colour, beside or instead of words. */
const PATHS = {
  select: 'M5 3l14 8-6 1.5 3.5 6.5-2.5 1.5-3.5-6.5-5 4z',
  lawn: 'M4 18l4-12 8 2 4 10zM12 3v4M10 5h4',
  cut: 'M6 6l12 12M18 6L6 18M4 4h16v16H4z',
  deleteShape: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
  deletePoint: 'M12 12m-3 0a3 3 0 1 0 6 0a3 3 0 1 0-6 0M4 20L20 4',
  undo: 'M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3',
  reset: 'M4 4v6h6M4.5 15a8 8 0 1 0 1.9-8.3L4 10',
} as const;

export type ToolIcon = keyof typeof PATHS;

export function ToolIconSvg({ icon }: { icon: ToolIcon }) {
  return (
    <svg
      className="ys-le-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[icon]} />
    </svg>
  );
}
