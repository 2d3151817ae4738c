import { describe, expect, it } from 'vitest';
import { pageInLanguage } from './page-language.js';

const HTML =
  '<html lang="en"><head><style id="app-css" data-files="/static/a.css">.ltr{}</style></head><body></body></html>';
const FONT = '/static/media/noto-naskh-arabic-arabic-400-normal-X1.woff2';
const RTL = `@font-face{font-family:Noto Naskh Arabic;font-display:optional;src:local(Noto Naskh Arabic),url(${FONT})format("woff2")}.rtl{}`;

describe('pageInLanguage', () => {
  it('sends an Urdu page right to left with its stylesheet and asks for the Urdu font with the page', () => {
    const page = pageInLanguage(HTML, 'ur', RTL);
    expect(page).toContain('<html lang="ur" dir="rtl">');
    // The left-to-right stylesheet is not sent: its element stays, off and empty, with the names of its files.
    expect(page).toContain('<style id="app-css" media="not all" data-files="/static/a.css"></style>');
    expect(page).not.toContain('.ltr{}');
    expect(page).toContain(
      `<link rel="preload" href="${FONT}" as="font" type="font/woff2" crossorigin><style id="app-css-rtl">${RTL}</style>`,
    );
  });

  it('keeps the left-to-right stylesheet, turned off, when its element names no file', () => {
    const page = pageInLanguage(HTML.replace(' data-files="/static/a.css"', ''), 'ur', RTL);
    expect(page).toContain('<style id="app-css" media="not all">.ltr{}</style>');
  });

  it('leaves English pages alone, and preloads nothing when the stylesheet names no font file', () => {
    expect(pageInLanguage(HTML, 'en', RTL)).toBe(HTML);
    expect(pageInLanguage(HTML, 'ur', '.rtl{}')).not.toContain('preload');
  });
});
