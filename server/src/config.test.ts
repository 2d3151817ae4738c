import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('reads the PostgreSQL pool size per process, 10 unless set, and refuses a size that could not work', () => {
    expect(loadConfig({}).DB_POOL_SIZE).toBe(10);
    expect(loadConfig({ DB_POOL_SIZE: '4' }).DB_POOL_SIZE).toBe(4);
    expect(() => loadConfig({ DB_POOL_SIZE: '0' })).toThrow();
    expect(() => loadConfig({ DB_POOL_SIZE: 'ten' })).toThrow();
  });

  it('takes sign-in limits up to what the database function accepts, and refuses larger ones at start', () => {
    expect(loadConfig({}).LOGIN_IP_MAX).toBe(100);
    expect(loadConfig({ LOGIN_IP_MAX: '1000000000' }).LOGIN_IP_MAX).toBe(1_000_000_000);
    expect(() => loadConfig({ LOGIN_IP_MAX: '3000000000' })).toThrow();
    expect(() => loadConfig({ LOGIN_PHONE_MAX_FAILURES: '3000000000' })).toThrow();
    expect(() => loadConfig({ LOGIN_ACCOUNT_MAX_FAILURES: '3000000000' })).toThrow();
  });

  it('uses PostgreSQL with DATABASE_URL and the embedded database without it', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).databaseKind).toBe('postgres');
    expect(loadConfig({}).databaseKind).toBe('pglite');
  });
});
