/**
 * The palette of app/globals.css in sRGB hex, for what cannot read CSS variables or oklch(): the web manifest,
 * the browser's theme colour and the share image. palette.test.ts converts globals.css's values and checks these
 * match, so a change of colour there fails the tests until it is made here too (app/icon.svg's two fills are
 * `surface` and `brand`).
 */
export const palette = {
  surface: '#f8f7f2',
  surfaceMuted: '#eff0e7',
  line: '#d3d6cc',
  ink: '#152521',
  inkMuted: '#43514b',
  brand: '#36593d',
} as const;
