import { describe, expect, it } from 'vitest';
import { MSG } from './i18n';
import { ApiError } from './api';
import { signInFailure } from './sign-in';

const wrongPin = (body: Record<string, unknown>) =>
  new ApiError(401, 'invalid_credentials', MSG.phoneOrPinMismatch, body);

describe('signInFailure', () => {
  it('keeps the spec message of a wrong PIN and adds the tries left before the wait', () => {
    expect(signInFailure(wrongPin({ tries_left: 2, wait_minutes: 15 }))).toEqual({
      message: MSG.phoneOrPinMismatch,
      triesLeft: '2 tries left before a 15-minute wait.',
    });
    expect(signInFailure(wrongPin({ tries_left: 1, wait_minutes: 15 })).triesLeft).toBe(
      '1 try left before a 15-minute wait.',
    );
  });

  it('speaks of the account lock when it comes first, and of what to do when no try is left', () => {
    expect(signInFailure(wrongPin({ tries_left: 1 })).triesLeft).toBe(
      '1 try left before the account locks until the PIN is reset.',
    );
    expect(signInFailure(wrongPin({ tries_left: 0, wait_minutes: 15 })).triesLeft).toMatch(
      /^No tries left: the next sign-in waits 15 minutes/,
    );
  });

  it("uses the form's own words for a wrong PIN, and the server's for anything else", () => {
    expect(signInFailure(wrongPin({ tries_left: 3, wait_minutes: 15 }), MSG.pinMismatch).message).toBe(MSG.pinMismatch);
    expect(signInFailure(new ApiError(429, 'too_many_requests', MSG.signInWait(15)))).toEqual({
      message: MSG.signInWait(15),
    });
    expect(signInFailure(new Error('network'))).toEqual({ message: MSG.errorOccurred });
  });
});
