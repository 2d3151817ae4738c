// Which Debian Chromium the browser suite drives: CHROMIUM_PATH when set, else Debian's old headless shell
// (package chromium-headless-shell: the same Blink without the full browser's UI, about 40% less CPU per journey on
// a 2-core machine), else the full browser (package chromium). Never a downloaded browser.
import { existsSync } from 'node:fs';

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}
