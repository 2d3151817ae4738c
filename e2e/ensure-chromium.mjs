// The browser suite drives Debian's Chromium, never a downloaded browser. Install it when missing, or fail loudly.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  console.log(`${CHROMIUM} is missing: installing Debian's chromium`);
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  } catch {
    console.error('Chromium is not installed and could not be installed. Run: apt-get install -y chromium');
    process.exit(1);
  }
  if (!existsSync(CHROMIUM)) {
    console.error('Chromium is still missing. Run: apt-get install -y chromium');
    process.exit(1);
  }
}
