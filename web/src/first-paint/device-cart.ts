import {
  DEVICE_CART_ATTRIBUTE,
  DEVICE_CART_WORDS_ID,
  STORE_ICON_PATHS,
  formatMoneyIn,
  lineNet,
  type DeviceCartWords,
  type StoreIconName,
} from '@dawalink/shared';
import { cartTotal, getCart, lastStore } from '../lib/cart-store';

/*
 * The cart's lines drawn before the app (server/src/plugins/first-screens-store.ts draws the cart and the checkout
 * around them): what is in a cart lives on the device, so only a script on the device can draw it. This one is
 * small and classic, and runs as soon as the page is parsed, seconds before the app's code has loaded on a slow
 * phone. It draws the lines as the cart panel's first render does (web/src/features/storefront/cart-panel.tsx: the
 * same elements and classes, so the app's lines paint over them at the same size); the app then replaces the whole
 * page with its own. The lines' extras (free goods, stock, the minimum order) come with the app.
 */

function element(tag: string, className = '', text?: string): HTMLElement {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

/** A word with its one value put in (the server sends each message with U+0000 where the value goes). */
const fill = (template: string, value: string) => template.replace('\u0000', value);

function icon(name: StoreIconName, size: number): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  for (const [k, v] of Object.entries({
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    'aria-hidden': 'true',
    focusable: 'false',
    fill: 'currentColor',
  })) {
    svg.setAttribute(k, String(v));
  }
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', STORE_ICON_PATHS[name]);
  svg.append(path);
  return svg;
}

/** An inert copy of a button: nothing drawn here takes a tap (#root is inert until the app is in). */
function button(className: string, label: string, content: Node | string, disabled = false): HTMLButtonElement {
  const b = element('button', className) as HTMLButtonElement;
  b.type = 'button';
  b.tabIndex = -1;
  if (label) b.setAttribute('aria-label', label);
  b.disabled = disabled;
  b.append(content);
  return b;
}

function drawLines(panel: HTMLElement, url: string, words: DeviceCartWords, language: 'en' | 'ur') {
  const money = (amount: number) => formatMoneyIn(language, amount);
  const items = getCart(url);
  const lines = panel.querySelector<HTMLElement>('[data-cart-lines]');
  if (!lines) return;
  lines.replaceChildren();
  if (items.length === 0) {
    lines.append(element('p', 'text-muted text-center py-4 mb-0', words.noItemsAdded));
  } else {
    const list = element('ul', 'list-unstyled cart-list mb-0');
    for (const item of items) {
      const li = element('li', 'cart-line');
      const top = element('div', 'd-flex justify-content-between gap-2');
      const name = element('span', 'cart-line-name');
      name.append(element('bdi', '', item.product_name));
      top.append(
        name,
        button('btn btn-link text-danger p-0 icon-touch flex-shrink-0', words.remove, icon('remove', 18)),
      );
      const row = element('div', 'd-flex justify-content-between align-items-start gap-2 mt-1');
      const wrap = element('div', 'quantity-stepper-wrap');
      const stepper = element('div', 'input-group input-group-sm quantity-stepper');
      stepper.setAttribute('role', 'group');
      stepper.setAttribute('aria-label', fill(words.quantityOf, item.product_name));
      const pack = item.pack_multiple ?? 1;
      // The quantity as a box, not a field: a field here could take keys before the app's own is in.
      const quantity = element(
        'div',
        'form-control d-flex align-items-center justify-content-center',
        String(item.quantity),
      );
      quantity.setAttribute('aria-hidden', 'true');
      stepper.append(
        button('btn btn-outline-secondary', words.decrease, icon('minus', 16), item.quantity <= pack),
        quantity,
        button('btn btn-outline-secondary', words.increase, icon('plus', 16)),
      );
      wrap.append(stepper);
      const prices = element('div', 'text-end small');
      const each = element('div', 'text-muted money', fill(words.each, money(item.total_price)));
      if (item.offer > 0) each.append(element('span', 'd-block cart-offer', fill(words.offerOff, String(item.offer))));
      prices.append(
        each,
        element('div', 'fw-semibold money', money(lineNet(item.total_price, item.quantity, item.offer))),
      );
      row.append(wrap, prices);
      li.append(top, row);
      list.append(li);
    }
    lines.append(list);
  }
  const total = panel.querySelector('[data-cart-total]');
  if (total) total.textContent = money(cartTotal(items));
  // The total and the button are shown from here (theme.css): shown before, they stood under the spinner and the
  // lines pushed them down as they came in (a layout shift).
  panel.setAttribute('data-cart-drawn', '');
}

function drawDeviceCart() {
  const panel = document.querySelector<HTMLElement>(`[${DEVICE_CART_ATTRIBUTE}]`);
  const wordsText = document.getElementById(DEVICE_CART_WORDS_ID)?.textContent;
  if (!panel || !wordsText) return;
  const words = JSON.parse(wordsText) as DeviceCartWords;
  const language = document.documentElement.lang === 'ur' ? 'ur' : 'en';
  // The cart page names its store; the checkout orders from the store last opened.
  const url = panel.getAttribute(DEVICE_CART_ATTRIBUTE) || lastStore();
  const noStore = document.querySelector<HTMLElement>('[data-no-store]');
  if (!url) {
    if (noStore) {
      noStore.hidden = false;
      panel.closest<HTMLElement>('[data-with-store]')?.remove();
    }
    return;
  }
  noStore?.remove();
  const from = document.querySelector('[data-ordering-from]');
  // As the checkout's first render names it, before the store's name has come.
  if (from) {
    from.textContent = url;
    from.setAttribute('href', `/${encodeURIComponent(url)}`);
  }
  drawLines(panel, url, words, language);
}

try {
  drawDeviceCart();
} catch {
  // A first paint only: the app draws the page whatever happened here.
}
