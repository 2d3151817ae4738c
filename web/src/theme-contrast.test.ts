import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * Text on the grey page background must keep WCAG AA contrast (4.5:1 for normal text): Bootstrap's grey outline
 * buttons and red text were under it there (Lighthouse's color-contrast audit on My Orders, Accounts and the admin's
 * lists), and the admin's possible-duplicate badge drew white on its pale yellow.
 */

const theme = readFileSync(new URL('./theme.css', import.meta.url), 'utf8');
const adminAccounts = readFileSync(new URL('./features/accounts/admin-accounts.css', import.meta.url), 'utf8');

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: number[]) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
const hex = (value: string) => [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16));
const contrast = (a: number[], b: number[]) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};
/** A declaration's value inside the first rule of `selector` in `css` (theme.css by default). */
function declared(selector: string, property: string, css = theme): string {
  const rule = css.match(new RegExp(`(^|\\n)${selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\{([^}]*)\\}`));
  const value = rule?.[2].match(new RegExp(`${property}:\\s*([^;]+);`))?.[1].trim();
  if (!value) throw new Error(`${selector} { ${property} } not found`);
  return value;
}

describe('theme colours on the page background', () => {
  const page = hex(declared(':root', '--bs-body-bg'));
  it('grey outline buttons reach 4.5:1', () => {
    expect(contrast(hex(declared('.btn-outline-secondary', '--bs-btn-color')), page)).toBeGreaterThanOrEqual(4.5);
  });
  it('red outline buttons and inline code reach 4.5:1', () => {
    expect(contrast(hex(declared('.btn-outline-danger', '--bs-btn-color')), page)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(hex(declared('code', 'color')), page)).toBeGreaterThanOrEqual(4.5);
  });
  it('red and green text reach 4.5:1', () => {
    for (const [selector, property] of [
      ['.text-danger', '--bs-danger-rgb'],
      ['.text-success', '--bs-success-rgb'],
    ]) {
      const rgb = declared(selector, property).split(',').map(Number);
      expect(contrast(rgb, page)).toBeGreaterThanOrEqual(4.5);
    }
  });
  it("the admin's possible-duplicate badge reaches 4.5:1 (its own colours, not the badge's white)", () => {
    const css = adminAccounts;
    expect(
      contrast(hex(declared('.badge.dup-badge', 'color', css)), hex(declared('.badge.dup-badge', 'background', css))),
    ).toBeGreaterThanOrEqual(4.5);
  });
});
