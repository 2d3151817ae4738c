// `npm run dev`: the API (tsx watch, port 3000) and the Vite dev server (port 5173, proxying /api), both reloading.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'src/main.ts'], {
    cwd: 'server',
    stdio: 'inherit',
    env: { ...process.env, DEV_OUTBOX: process.env.DEV_OUTBOX ?? '1' },
  }),
  spawn('npx', ['vite'], { cwd: 'web', stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    if (code) {
      stop();
      process.exit(code);
    }
  });
