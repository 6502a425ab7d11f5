// The theme's colours: the spec's #cd5700 stays the brand (manifest, theme-color, accents), but
// text and small controls use its dark shade, which reaches WCAG AA (4.5:1) on white and on the
// alternate surface; no stylesheet of any app falls back to the light orange for them.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_COLOR } from '../constants';

const root = join(import.meta.dirname, '..', '..', '..');
const styles = readFileSync(join(import.meta.dirname, 'styles.css'), 'utf8');

function variable(name: string): string {
  const found = new RegExp(`${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(styles);
  if (!found) throw new Error(`${name} is not defined in styles.css`);
  return found[1]!;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** Every stylesheet of the apps' browser code (not built output, not dependencies). */
function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cssFiles(path);
    return name.endsWith('.css') ? [path] : [];
  });
}

describe('theme colours', () => {
  it('keeps the spec colour as the brand and a dark shade for text', () => {
    expect(variable('--arm-color-brand').toLowerCase()).toBe(THEME_COLOR);
    const text = variable('--arm-color-primary');
    expect(contrast(text, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(text, variable('--arm-color-surface-alt'))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(variable('--arm-color-on-primary'), text)).toBeGreaterThanOrEqual(4.5);
    // Why the shade exists at all: the brand colour itself fails AA for normal text.
    expect(contrast(THEME_COLOR, '#ffffff')).toBeLessThan(4.5);
  });

  it('no stylesheet uses the brand colour for text or as a fallback', () => {
    const apps = readdirSync(root).filter((d) => d === 'shell' || d.startsWith('mf-'));
    const files = [
      ...apps.map((d) => join(root, d, 'src')),
      join(root, 'shared-libs', 'src'),
    ].flatMap(cssFiles);
    expect(files.length).toBeGreaterThan(10);
    const offenders = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line: line.trim(), at: `${file.slice(root.length + 1)}:${i + 1}` }))
        .filter(({ line }) => {
          if (line.startsWith('--arm-color-brand:')) return false;
          const brandText = /^color:.*var\(--arm-color-brand/.test(line);
          return /#cd5700/i.test(line) || brandText;
        })
        .map(({ at, line }) => `${at} ${line}`),
    );
    expect(offenders).toEqual([]);
  });
});
