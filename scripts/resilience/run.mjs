// `npm run test:resilience`: the crash, two-instance and soak scripts against real server processes, then
// `npm audit --omit=dev`. Prints each script's figures; exits non-zero if anything failed.
// Env: SERVER_ENTRY=src (run the TypeScript sources instead of server/dist), TEST_DATABASE_URL (PostgreSQL server
// for the PostgreSQL runs), CRASH_CYCLES, SOAK_SECONDS, SOAK_DB=postgres, AUDIT_REQUIRED=1.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';
import { runCrash } from './crash.mjs';
import { runTwoInstances } from './two-instances.mjs';
import { runSoak } from './soak.mjs';

if (!process.env.SERVER_ENTRY && !fs.existsSync(path.join(ROOT, 'server/dist/main.js'))) {
  console.log('[resilience] server/dist/main.js is missing: building the server');
  const built = spawnSync('npm', ['run', 'build', '-w', '@dawalink/server'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}

function audit() {
  const res = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: ROOT, encoding: 'utf8' });
  let data;
  try {
    data = JSON.parse(res.stdout);
  } catch {
    data = null;
  }
  const counts = data?.metadata?.vulnerabilities;
  if (!counts) {
    const text = `${data?.message ?? ''}\n${data?.error?.summary ?? ''}\n${data?.error?.detail ?? ''}\n${res.stderr ?? ''}`;
    const why = text.split('\n').find((l) => /\b\d{3}\b|audit endpoint|ENOTFOUND|ECONN/.test(l)) ?? 'no answer';
    console.log(`[resilience:audit] NOT CHECKED: the registry's audit endpoint did not answer (${why.trim()})`);
    return process.env.AUDIT_REQUIRED === '1' ? ['npm audit could not run'] : [];
  }
  console.log(
    `[resilience:audit] npm audit --omit=dev: ${counts.critical} critical, ${counts.high} high, ${counts.moderate} moderate, ${counts.low} low`,
  );
  return counts.critical || counts.high
    ? [`npm audit: ${counts.critical} critical and ${counts.high} high advisories`]
    : [];
}

const results = [];
for (const [name, run] of [
  ['crash', runCrash],
  ['two-instances', runTwoInstances],
  ['soak', runSoak],
  ['audit', async () => audit()],
]) {
  const started = Date.now();
  let problems;
  try {
    problems = await run();
  } catch (error) {
    problems = [`${name} crashed: ${error.stack ?? error}`];
  }
  results.push({ name, problems, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\n[resilience] summary');
for (const { name, problems, seconds } of results) {
  console.log(`  ${problems.length ? 'FAIL' : 'ok  '} ${name} (${seconds} s)`);
  for (const p of problems) console.log(`       - ${p}`);
}
process.exit(results.some((r) => r.problems.length) ? 1 : 0);
