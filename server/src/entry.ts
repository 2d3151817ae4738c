/**
 * The built server's entry (server/dist/main.js): checks the Node.js version before anything else is loaded, then
 * starts the server (dist/server.js, made from main.ts). No static imports and nothing Node.js 16 could not parse
 * (built for node16, not bundled), so that an old Node.js prints the message and exits with 1 instead of failing
 * in some dependency with a stack trace.
 */
const MIN_MAJOR = 24;
const MIN_MINOR = 11;

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < MIN_MAJOR || (major === MIN_MAJOR && minor < MIN_MINOR)) {
  console.error(
    `DawaLink needs Node.js ${MIN_MAJOR}.${MIN_MINOR} or newer (Node ${MIN_MAJOR} LTS); this is Node ${process.versions.node} (${process.execPath}).\n` +
      'Start it with `npm start` or `npm run serve`: on Linux (x64, arm64) `npm install` puts Node 24 in node_modules/.bin and npm scripts run it.\n' +
      'Elsewhere install Node 24 (`nvm install` reads .nvmrc). See docs/operations.md, "Node.js".',
  );
  process.exit(1);
}

// dist/server.js, next to the built entry (a variable: the entry is not bundled and TypeScript need not resolve it)
const server = './server.js';
import(server).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
export {};
