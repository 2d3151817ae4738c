import { ApiError } from './api';

/** Why a sign-in was refused although the phone and PIN were the account's: the server's error codes. */
export type AccountBlock = 'disabled' | 'waiting' | 'rejected';

const CODES: Record<string, AccountBlock> = {
  account_disabled: 'disabled',
  awaiting_approval: 'waiting',
  account_rejected: 'rejected',
};

/** The block an error of POST /auth/login stands for, or null for any other failure (wrong PIN, lockout, ...). */
export function accountBlockOf(error: unknown): { kind: AccountBlock; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const kind = CODES[error.code];
  return kind ? { kind, message: error.message } : null;
}
