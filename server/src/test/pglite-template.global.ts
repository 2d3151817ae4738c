import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated, empty PGlite database that every API test file starts its own from. */
    pgliteTemplate: string;
  }
}

/**
 * A new PGlite database costs seconds of initdb in WebAssembly, once per test file: make one migrated database for
 * the run, dump it to a file, and let each file's fresh database load that dump instead.
 */
export default async function setup(project: TestProject) {
  const handle = await openPglite();
  const file = path.join(os.tmpdir(), `dawalink-pglite-template-${process.pid}.tar`);
  try {
    await migrateToLatest(handle.db);
    const dump = await handle.dump!();
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(file, { force: true });
  };
}
