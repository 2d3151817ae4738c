import { expect, type Page } from '@playwright/test';

/* The Urdu specs' checks: the page is Urdu and right to left, and no English is left on it. */

/** The page runs right to left in Urdu. */
export async function expectUrdu(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

/**
 * Fails on any English word left on the screen: visible text, the names and hints of visible controls
 * (aria-label, placeholder, title), and the choice a closed list box shows (its text is no text node on screen). Catalogue data is left as entered (`data`: product, store and people's names,
 * addresses, manufacturers) and some words are the same in both (`DawaLink`, `T.P` of the trade).
 */
export async function expectNoEnglish(page: Page, data: string[], where: string) {
  const found = await page.evaluate((known) => {
    const visible = (el: Element) => {
      const box = (el as HTMLElement).getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      if (parent.closest('.Toastify, [aria-hidden="true"]')) continue;
      const text = node.textContent?.trim();
      if (!text) continue;
      if (!visible(parent) && !parent.closest('.visually-hidden')) continue;
      texts.push(text);
    }
    for (const el of Array.from(document.querySelectorAll('[aria-label], [placeholder], [title]'))) {
      // A toast keeps the language it was shown in (its text is skipped above for the same reason).
      if (!visible(el) || el.closest('.Toastify, [aria-hidden="true"]')) continue;
      for (const attr of ['aria-label', 'placeholder', 'title']) {
        const value = el.getAttribute(attr);
        if (value) texts.push(value);
      }
    }
    for (const select of Array.from(document.querySelectorAll('select'))) {
      if (!visible(select) || select.closest('[aria-hidden="true"]')) continue;
      const chosen = select.selectedOptions[0]?.textContent?.trim();
      if (chosen) texts.push(chosen);
    }
    const sorted = [...known].sort((a, b) => b.length - a.length);
    const left: string[] = [];
    for (const original of texts) {
      let text = original;
      for (const k of sorted) if (k) text = text.split(k).join(' ');
      // Same in both languages: the brand, the trade's T.P, the tax numbers' NTN and STRN, the switch to English.
      text = text.replace(/DawaLink|T\.P|NTN|STRN|English/g, ' ');
      const words = text.match(/[A-Za-z]{2,}/g);
      if (words) left.push(`${original} [${words.join(' ')}]`);
    }
    return left;
  }, data);
  expect(found, `English left on ${where}`).toEqual([]);
}
