import { describe, expect, it } from 'vitest';
import { containsPattern } from './sql.js';

describe('containsPattern', () => {
  it('finds the text anywhere, with LIKE wildcards and the escape character taken literally', () => {
    expect(containsPattern('shifa')).toBe('%shifa%');
    expect(containsPattern('100%_off\\')).toBe('%100\\%\\_off\\\\%');
  });
});
