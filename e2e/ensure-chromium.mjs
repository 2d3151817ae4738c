// The browser suite drives Debian's Chromium, never a downloaded browser: its headless shell when it can be had,
// else the full browser. Install the shell when missing; fail loudly when neither is there.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { chromiumPath, FULL_CHROMIUM, HEADLESS_SHELL } from './chromium-path.mjs';

const install = (pkg) => {
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`, {
      stdio: 'inherit',
    });
  } catch {
    console.error(`apt-get could not install ${pkg}`);
  }
};

if (process.env.CHROMIUM_PATH) {
  if (!existsSync(process.env.CHROMIUM_PATH)) {
    console.error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist`);
    process.exit(1);
  }
} else if (!existsSync(HEADLESS_SHELL)) {
  console.log(`${HEADLESS_SHELL} is missing: installing Debian's chromium-headless-shell`);
  install('chromium-headless-shell');
  if (!existsSync(HEADLESS_SHELL) && !existsSync(FULL_CHROMIUM)) install('chromium');
}
const browser = chromiumPath();
if (!existsSync(browser)) {
  console.error(
    'Chromium is not installed and could not be installed. Run: apt-get install -y chromium-headless-shell',
  );
  process.exit(1);
}
console.log(`The browser suite runs in ${browser}`);
