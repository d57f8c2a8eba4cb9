import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The tokens promise readable text (WCAG AA 4.5:1, order rows included); check the real file.
// Read from disk: Vitest's `css: false` would hand an import an empty string.
const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');

/** The declarations of one theme: the light tokens in `@theme`, the dark ones in `:root.dark`. */
function block(opening: string): string {
  const start = css.indexOf(opening);
  if (start < 0) throw new Error(`missing ${opening}`);
  return css.slice(start, css.indexOf('}', start));
}
const themes = { light: block('@theme {'), dark: block(':root.dark {') };
type Theme = keyof typeof themes;

function themeToken(theme: Theme, name: string): string {
  const match = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6});`, 'i').exec(themes[theme]);
  if (!match?.[1]) throw new Error(`missing ${theme} token --color-${name}`);
  return match[1];
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => {
    const value = parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = channels;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe('design tokens', () => {
  it('lets the app build see the component classes', () => {
    expect(css).toContain('@source "./components";');
  });
});

describe.each(['light', 'dark'] as const)('the %s theme', (theme) => {
  const token = (name: string) => themeToken(theme, name);

  it.each([1, 2, 3, 4, 5])('order status %i background passes AA with its text', (status) => {
    expect(contrast(token(`status-${status}`), token('status-foreground'))).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  // A link (the order number) and the focus ring sit on the coloured rows too.
  it.each([1, 2, 3, 4, 5])('order status %i keeps links AA and the focus ring 3:1', (status) => {
    expect(contrast(token(`status-${status}`), token('primary'))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token(`status-${status}`), token('ring'))).toBeGreaterThanOrEqual(3);
  });

  it.each(['primary', 'danger', 'success', 'warning', 'secondary'])(
    '%s foreground passes AA on its colour',
    (name) => {
      expect(contrast(token(name), token(`${name}-foreground`))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(['danger-soft', 'success-soft', 'warning-soft', 'muted', 'background', 'surface'])(
    'body text passes AA on %s',
    (name) => {
      expect(contrast(token(name), token('foreground'))).toBeGreaterThanOrEqual(4.5);
      expect(contrast(token(name), token('muted-foreground'))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('form control outlines and the focus ring reach 3:1 on the surface', () => {
    expect(contrast(token('input'), token('surface'))).toBeGreaterThanOrEqual(3);
    expect(contrast(token('ring'), token('surface'))).toBeGreaterThanOrEqual(3);
    expect(contrast(token('ring'), token('background'))).toBeGreaterThanOrEqual(3);
  });
});
