// The whole browser suite as `npm test` runs it: two Playwright shards side by side, each with one worker and a
// server (and embedded database) of its own, so one shard's journeys never wait on the other's queries (the embedded
// database answers one query at a time). On a slow 2-core machine, where Chromium rather than the server takes most
// of the CPU, seven files took 199 s this way against 219 s as two workers on one server.
//
//   node run-suite.mjs            the two shards (E2E_SHARDS=1: one Playwright run, two workers, one server)
//   node run-suite.mjs ARGS...    one Playwright run with ARGS (a file, --project, --grep ...), as `playwright test`
//                                 (E2E_SHARDS=2: the two shards, each with ARGS)
//
// Each shard's lines are printed with its name in front; the suite fails when either shard fails. With ARGS, a narrow
// filter can leave a shard with no journey of its own, which is no failure of that shard; the run fails when no
// shard found any journey (a filter that matched nothing).
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const args = process.argv.slice(2);
const filtered = args.length > 0;
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? (filtered ? 1 : 2)));
const basePort = Number(process.env.E2E_PORT ?? 3100);

/** Playwright's summary line of a run that found journeys ("12 passed", "1 failed", "2 flaky", "3 skipped"). */
const SUMMARY = /^\s*\d+ (passed|failed|flaky|skipped|interrupted|did not run)\b/;
// eslint-disable-next-line no-control-regex -- the escape sequences of a coloured line
const COLOURS = /\u001b\[[0-9;]*m/g;

function run(playwrightArgs, env, prefix, onLine = () => {}) {
  return new Promise((resolve) => {
    const child = spawn('playwright', ['test', ...playwrightArgs], {
      env: { ...process.env, ...env },
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (prefix) {
      for (const stream of [child.stdout, child.stderr]) {
        readline.createInterface({ input: stream }).on('line', (line) => {
          onLine(line);
          console.log(`${prefix} ${line}`);
        });
      }
    }
    child.on('error', (error) => {
      console.error(`${prefix ?? ''} could not start Playwright: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

if (shards === 1) {
  process.exit(await run(args, {}, null));
}

// Ports ten apart: a shard's server takes its port, and a journey that starts a server of its own (admin approval)
// takes the port 40 or 41 above it.
const started = Date.now();
const foundJourneys = Array.from({ length: shards }, () => false);
const codes = await Promise.all(
  Array.from({ length: shards }, (_, i) =>
    run(
      [
        ...args,
        `--shard=${i + 1}/${shards}`,
        '--workers=1',
        `--output=test-results/shard-${i + 1}`,
        ...(filtered ? ['--pass-with-no-tests'] : []),
      ],
      { E2E_PORT: String(basePort + 10 * i) },
      `[${i + 1}/${shards}]`,
      (line) => {
        if (SUMMARY.test(line.replace(COLOURS, ''))) foundJourneys[i] = true;
      },
    ),
  ),
);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
codes.forEach((code, i) => console.log(`shard ${i + 1}/${shards}: ${code === 0 ? 'passed' : `failed (exit ${code})`}`));
console.log(`browser suite: ${shards} shards in ${minutes} min`);
if (filtered && !foundJourneys.some(Boolean)) {
  console.error('no shard found a journey to run: the filter matched nothing');
  process.exit(1);
}
process.exit(codes.every((code) => code === 0) ? 0 : 1);
