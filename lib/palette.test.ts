/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { palette } from './palette';

// oklch(L C h) to sRGB hex (Björn Ottosson's OKLab matrices), as a browser draws it.
function oklchToHex(lightness: number, chroma: number, hue: number) {
  const [a, b] = [chroma * Math.cos((hue * Math.PI) / 180), chroma * Math.sin((hue * Math.PI) / 180)];
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s, -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s, -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s];
  const gamma = (x: number) => (x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055);
  return `#${linear.map((x) => Math.round(Math.min(1, Math.max(0, gamma(x))) * 255).toString(16).padStart(2, '0')).join('')}`;
}

const css = readFileSync(join(__dirname, '..', 'app', 'globals.css'), 'utf8');
const token = (name: string) => {
  const match = new RegExp(`--color-${name}:\\s*oklch\\(([\\d.]+) ([\\d.]+) ([\\d.]+)\\)`).exec(css);
  if (!match) throw new Error(`--color-${name} not found in app/globals.css`);
  return oklchToHex(Number(match[1]), Number(match[2]), Number(match[3]));
};

describe('the sRGB palette', () => {
  it.each([
    ['surface', 'surface'],
    ['surfaceMuted', 'surface-muted'],
    ['line', 'line'],
    ['ink', 'ink'],
    ['inkMuted', 'ink-muted'],
    ['brand', 'brand'],
  ] as const)('%s is globals.css’s --color-%s', (key, name) => {
    expect(palette[key]).toBe(token(name));
  });

  it('gives the favicon its ground and its mark', () => {
    const icon = readFileSync(join(__dirname, '..', 'app', 'icon.svg'), 'utf8');
    expect(icon).toContain(`fill="${palette.surface}"`);
    expect(icon).toContain(`fill="${palette.brand}"`);
  });
});
