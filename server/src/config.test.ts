import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('reads the PostgreSQL pool size per process, 10 unless set, and refuses a size that could not work', () => {
    expect(loadConfig({}).DB_POOL_SIZE).toBe(10);
    expect(loadConfig({ DB_POOL_SIZE: '4' }).DB_POOL_SIZE).toBe(4);
    expect(() => loadConfig({ DB_POOL_SIZE: '0' })).toThrow();
    expect(() => loadConfig({ DB_POOL_SIZE: 'ten' })).toThrow();
  });

  it('uses PostgreSQL with DATABASE_URL and the embedded database without it', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).databaseKind).toBe('postgres');
    expect(loadConfig({}).databaseKind).toBe('pglite');
  });
});
