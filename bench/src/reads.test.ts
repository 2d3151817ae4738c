import { describe, expect, it } from 'vitest';
import { parseReadLoadArgs } from './reads.js';

const defaults = { rounds: 3, duration: 8, connections: 32 };

describe('parseReadLoadArgs', () => {
  it('keeps the defaults without flags', () => {
    expect(parseReadLoadArgs([], defaults)).toEqual(defaults);
  });

  it('reads the shared flags as separate or inline values, and at least one round', () => {
    expect(
      parseReadLoadArgs(
        ['--only', 'orders-p1,store', '--rounds=0', '--duration', '5', '--connections=16', '--out', 'F.md'],
        defaults,
      ),
    ).toEqual({
      only: new Set(['orders-p1', 'store']),
      rounds: 1,
      duration: 5,
      connections: 16,
      out: 'F.md',
    });
  });

  it("hands the tool's own flags to it and refuses a flag nobody knows", () => {
    const seen: string[] = [];
    const own = (flag: string, value: () => string) => (flag === '--before' ? (seen.push(value()), true) : false);
    expect(parseReadLoadArgs(['--before', 'dist-a', '--rounds', '2'], defaults, own).rounds).toBe(2);
    expect(seen).toEqual(['dist-a']);
    expect(() => parseReadLoadArgs(['--after', 'x'], defaults, own)).toThrow('unknown argument --after');
  });
});
