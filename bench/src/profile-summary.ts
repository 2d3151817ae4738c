/**
 * Where a server's CPU went, from the V8 profiles `npm run bench -- --profile DIR` writes: self time summed by
 * package (a dependency, Node's internals, our server, the shared package, the garbage collector), then the
 * costliest functions. Each side's directory is summed over its processes (the cluster's workers).
 *
 *   npx tsx bench/src/profile-summary.ts DIR/ours-x1 [DIR/baseline-x1] [--skip 10] [--top 30] [--cpu-ms 0.44,0.34]
 *
 * --skip leaves out each profile's first seconds (the warm-up, while V8 still compiles). --cpu-ms takes each side's
 * server CPU per request from the bench's report and shares it out by the profile's proportions, giving
 * microseconds per request without the profiler's own overhead (which about doubles the sampled times).
 */
import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i < 0 ? undefined : args.splice(i, 2)[1];
};
const skipUs = Number(option('--skip') ?? 0) * 1e6;
const top = Number(option('--top') ?? 30);
const cpuMs = (option('--cpu-ms') ?? '').split(',').filter(Boolean).map(Number);
if (args.length === 0) {
  console.error('usage: profile-summary.ts DIR [DIR2] [--skip S] [--top N] [--cpu-ms A,B]');
  process.exit(2);
}

/** The package a frame belongs to: what a reader would change or replace to make it cheaper. */
function packageOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[1] ?? url.slice(5)}`;
  const at = url.search(/\/(server|packages|bench)\/(src|shared\/src)\//);
  return at >= 0 ? url.slice(at + 1).replace(/^file:\/\//, '') : url;
}

function summarise(dir: string) {
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  for (const file of files) {
    const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Profile;
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    let at = 0;
    profile.samples.forEach((id, i) => {
      const delta = profile.timeDeltas[i] ?? 0;
      at += delta;
      if (at < skipUs) return;
      const frame = nodes.get(id)?.callFrame;
      if (!frame || frame.functionName === '(idle)') return;
      total += delta;
      const pkg = packageOf(frame.url, frame.functionName);
      // Our own files are grouped by folder in the package view, named one by one in the functions.
      const group =
        pkg.startsWith('server/') || pkg.startsWith('packages/') || pkg.startsWith('bench/')
          ? pkg.split('/').slice(0, 4).join('/')
          : pkg;
      byPackage.set(group, (byPackage.get(group) ?? 0) + delta);
      const fn = `${frame.functionName || '(anonymous)'} ${pkg}:${frame.lineNumber + 1}`;
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + delta);
    });
  }
  return { files: files.length, total, byPackage, byFunction };
}

const sides = args.map((dir) => ({ dir, ...summarise(dir) }));
const unit = (us: number, side: number) =>
  cpuMs[side] ? `${((us / sides[side].total) * cpuMs[side] * 1000).toFixed(1)} us/req` : `${(us / 1000).toFixed(0)} ms`;
sides.forEach((s, i) => {
  console.log(
    `\n## ${s.dir}: ${s.files} profile(s), ${unit(s.total, i)} busy${skipUs ? ` after the first ${skipUs / 1e6} s` : ''}\n`,
  );
  const table = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .forEach(([key, us]) =>
        console.log(`${unit(us, i).padStart(14)}  ${((100 * us) / s.total).toFixed(1).padStart(5)} %  ${key}`),
      );
  console.log('By package:');
  table(s.byPackage, 25);
  console.log('\nBy function (self time):');
  table(s.byFunction, top);
});
