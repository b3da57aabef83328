/**
 * Shadow-root-only rules. The host page's CSS cannot select inside the shadow root, but
 * inherited properties (color, font, line-height…) still flow in through the host, so the
 * inner root resets them with `all: initial`.
 */
export const ELEMENT_CSS = `
:host { display: block; }
:host([hidden]) { display: none; }
.ys-host-root { all: initial; display: block; }
`;
