import './v8-flags.js';
import cluster from 'node:cluster';
import os from 'node:os';
import { loadConfig, publicBaseUrl } from './config.js';
import { openDatabase } from './db/connection.js';
import { prepareDatabase, startServer } from './start.js';

/**
 * On PostgreSQL, one worker per core (WORKERS to override) behind the cluster module's shared port; the primary
 * migrates first. PGlite is one process with one connection: always a single process.
 */
async function main() {
  const config = loadConfig();
  const workers = config.databaseKind === 'postgres' ? (config.WORKERS ?? os.availableParallelism()) : 1;

  if (workers > 1 && cluster.isPrimary) {
    const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, poolSize: 2 });
    await prepareDatabase(handle, config, (line) => console.log(line));
    await handle.close();
    for (let i = 0; i < workers; i++) cluster.fork();
    let stopping = false;
    cluster.on('exit', (worker, code) => {
      if (!stopping && code !== 0) {
        console.error(`worker ${worker.process.pid} exited with ${code}; starting another`);
        cluster.fork();
      }
    });
    const stop = () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    console.log(
      `DawaLink on ${publicBaseUrl(config)} with ${workers} workers (PostgreSQL, Node.js ${process.versions.node})`,
    );
    return;
  }

  const server = await startServer({ config, prepare: !cluster.isWorker, poolSize: config.DB_POOL_SIZE });
  if (!cluster.isWorker)
    console.log(
      `DawaLink on ${publicBaseUrl(config)} (${server.handle.kind}, Node.js ${process.versions.node}) — listening at ${server.url}`,
    );
  const shutdown = async (signal: string) => {
    console.log(`${signal}: closing`);
    try {
      await server.close();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
