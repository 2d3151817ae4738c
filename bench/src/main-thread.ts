/**
 * What a page's main thread does while it loads: a trace of one load in Debian's Chromium at a phone's CPU speed
 * (4x slowdown, as Lighthouse's mobile preset), its long tasks (over 50 ms: what Lighthouse's total blocking time
 * counts), what each is made of (the browser's own trace events: layout, style, parsing, script...), and the script
 * functions that took most of each (V8's sampling profiler, in the same trace).
 *
 *   npx tsx bench/src/main-thread.ts /receivables seller [en|ur] [--base http://127.0.0.1:32053] [--throttle 4]
 *
 * The role (public, retailer, seller, admin) signs in as the bench data's account, as bench/src/lighthouse.ts does.
 * Timings are observed ones at the given slowdown, not Lighthouse's simulation; they show where a page's blocking
 * time comes from, and a change's effect when two builds are traced in turn (docs/performance.md, "Lighthouse").
 */
import puppeteer from 'puppeteer-core';
import { signInTab, type SignedInRole } from './browser-sign-in.js';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {
    beginData?: { url?: string };
    data?: {
      url?: string;
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number };
}

const positional = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--'));
const [pagePath = '/', role = 'public', language = 'en'] = positional;
const option = (name: string, fallback: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const base = option('--base', 'http://127.0.0.1:32053');
const throttle = Number(option('--throttle', '4'));

const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const tab = await browser.newPage();
await tab.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
await tab.goto(base + '/api/config');
await tab.evaluate((lang) => {
  localStorage.clear();
  localStorage.setItem('language', lang);
  document.cookie = `language=${lang}; path=/`;
}, language);
if (role !== 'public') await signInTab(tab, role as SignedInRole, language);
const cdp = await tab.createCDPSession();
await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
await tab.tracing.start({
  categories: [
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'v8.execute',
    'blink',
    'loading',
    'toplevel',
    'disabled-by-default-v8.cpu_profiler',
  ],
});
// A signed-in seller's page keeps a live connection open: the load event, then time for the app to draw.
await tab.goto(base + pagePath, { waitUntil: 'load' });
await new Promise((resolve) => setTimeout(resolve, 5000));
const trace = JSON.parse(Buffer.from((await tab.tracing.stop()) ?? []).toString('utf8')) as {
  traceEvents: TraceEvent[];
};
await browser.close();

const events = trace.traceEvents;
// The page's renderer: the one that parsed this origin's HTML (a new tab page may share the trace).
const parse = events.find((e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').startsWith(base));
if (!parse) throw new Error('the trace has no parse of the page');
const main = events
  .filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X' && e.dur !== undefined)
  .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
const navigation = events.find((e) => e.name === 'navigationStart' && e.pid === parse.pid)?.ts ?? main[0].ts;
const long = main.filter((e) => e.name === 'RunTask' && e.dur! > 50_000);
const ms = (us: number) => (us / 1000).toFixed(0);

/** Self time by trace event name inside a task. */
function madeOf(task: TraceEvent): string {
  const inside = main.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!);
  const self = new Map<string, number>();
  const open: TraceEvent[] = [];
  for (const e of inside) {
    while (open.length && open[open.length - 1].ts + open[open.length - 1].dur! <= e.ts) open.pop();
    const parent = open[open.length - 1];
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - e.dur!);
    self.set(e.name, (self.get(e.name) ?? 0) + e.dur!);
    open.push(e);
  }
  return [...self]
    .filter(([, us]) => us >= 2000)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([name, us]) => `${name} ${ms(us)}`)
    .join(', ');
}

// The sampling profile: each sample's function, with its time.
const nodes = new Map<number, ProfileNode>();
const samples: number[] = [];
const deltas: number[] = [];
for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === parse.pid)) {
  for (const node of chunk.args?.data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
  samples.push(...(chunk.args?.data?.cpuProfile?.samples ?? []));
  deltas.push(...(chunk.args?.data?.timeDeltas ?? []));
}
const profileStart = events.find((e) => e.name === 'Profile' && e.pid === parse.pid)?.args?.data?.startTime ?? 0;
const sampleTimes: number[] = [];
for (let i = 0, at = profileStart; i < samples.length; i++) sampleTimes.push((at += deltas[i]));

function hottest(task: TraceEvent): string {
  const self = new Map<string, number>();
  for (let i = 0; i < samples.length; i++) {
    if (sampleTimes[i] < task.ts || sampleTimes[i] > task.ts + task.dur!) continue;
    const frame = nodes.get(samples[i])?.callFrame;
    if (!frame || frame.functionName === '(program)' || frame.functionName === '(idle)') continue;
    const key = `${frame.functionName || '(anonymous)'}@${(frame.url ?? '').replace(/.*\//, '')}:${frame.lineNumber}:${frame.columnNumber}`;
    self.set(key, (self.get(key) ?? 0) + (deltas[i + 1] ?? 0));
  }
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([name, us]) => `${name} ${ms(us)}`)
    .join(', ');
}

let blocking = 0;
console.log(`${pagePath} as ${role} in ${language}, ${throttle}x slowdown: ${long.length} tasks over 50 ms`);
for (const task of long) {
  blocking += task.dur! - 50_000;
  console.log(
    `  at ${ms(task.ts - navigation)} ms, ${ms(task.dur!)} ms\n    events: ${madeOf(task)}\n    script: ${hottest(task) || '-'}`,
  );
}
console.log(`time over 50 ms in those tasks: ${ms(blocking)} ms (observed; Lighthouse simulates its own)`);
