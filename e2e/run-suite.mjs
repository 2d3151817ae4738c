// The whole browser suite as `npm test` runs it: two Playwright shards side by side, each with one worker and a
// server (and embedded database) of its own, so one shard's journeys never wait on the other's queries (the embedded
// database answers one query at a time). On a slow 2-core machine, where Chromium rather than the server takes most
// of the CPU, seven files took 199 s this way against 219 s as two workers on one server.
//
//   node run-suite.mjs            the two shards (E2E_SHARDS=1: one Playwright run, two workers, one server)
//   node run-suite.mjs ARGS...    one Playwright run with ARGS (a file, --project, --grep ...), as `playwright test`
//                                 (E2E_SHARDS=2: the two shards, each with ARGS)
//
// Each shard's lines are printed with its name in front; the suite fails when either shard fails.
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const args = process.argv.slice(2);
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? (args.length > 0 ? 1 : 2)));
const basePort = Number(process.env.E2E_PORT ?? 3100);

function run(playwrightArgs, env, prefix) {
  return new Promise((resolve) => {
    const child = spawn('playwright', ['test', ...playwrightArgs], {
      env: { ...process.env, ...env },
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (prefix) {
      for (const stream of [child.stdout, child.stderr]) {
        readline.createInterface({ input: stream }).on('line', (line) => console.log(`${prefix} ${line}`));
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
const codes = await Promise.all(
  Array.from({ length: shards }, (_, i) =>
    run(
      [...args, `--shard=${i + 1}/${shards}`, '--workers=1', `--output=test-results/shard-${i + 1}`],
      { E2E_PORT: String(basePort + 10 * i) },
      `[${i + 1}/${shards}]`,
    ),
  ),
);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
codes.forEach((code, i) => console.log(`shard ${i + 1}/${shards}: ${code === 0 ? 'passed' : `failed (exit ${code})`}`));
console.log(`browser suite: ${shards} shards in ${minutes} min`);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
