import { z } from 'zod';
import { MSG } from '../messages.js';
import { ADMIN_MSG } from '../messages-admin.js';
import { ACCOUNT_APPROVAL_MODES, ACCOUNT_STATUS_FILTERS } from '../account-states.js';

/**
 * Two accounts are possible duplicates when their store name and address are the same once case, spaces and
 * punctuation are dropped, or when the person's name is the same and the phones differ only in their last
 * DUPLICATE_PHONE_TAIL digits (numbers bought together). The SQL of migration 050-admin keeps these keys.
 */
export const DUPLICATE_PHONE_TAIL = 2;
export const DUPLICATE_MATCHES = ['store_address', 'name_phone'] as const;
export type DuplicateMatch = (typeof DUPLICATE_MATCHES)[number];
export const duplicateMatchText = (m: DuplicateMatch) =>
  m === 'store_address' ? ADMIN_MSG.matchesStoreAddress : ADMIN_MSG.matchesNamePhone;

export const duplicateRefSchema = z.object({ id: z.number(), name: z.string(), matches: z.enum(DUPLICATE_MATCHES) });
export type DuplicateRef = z.infer<typeof duplicateRefSchema>;

/** The last approval decision on an account: who took it and when. */
export const approvalDecisionSchema = z.object({
  decision: z.string(),
  reason: z.string().nullable(),
  decided_by_name: z.string().nullable(),
  decided_at: z.string(),
});
export type ApprovalDecision = z.infer<typeof approvalDecisionSchema>;

/** Optional list filters on top of `from`, `to` and `search` (all optional; without them the list is as before). */
export const adminAccountFilterSchema = z.object({
  status: z.enum(ACCOUNT_STATUS_FILTERS, { error: 'status is active, disabled, waiting or rejected' }).optional(),
  /** `1`: only accounts flagged as possible duplicates. */
  duplicates: z.enum(['1', 'true']).optional(),
  /** An account and those it may duplicate, side by side. */
  duplicate_of: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** Registration date order: `desc` (newest first, the default) or `asc` (the queue: oldest first). */
  dir: z.enum(['asc', 'desc']).optional(),
});
export type AdminAccountFilter = z.infer<typeof adminAccountFilterSchema>;

export const adminAccountCountsSchema = z.object({
  total: z.number(),
  active: z.number(),
  disabled: z.number(),
  waiting: z.number(),
  rejected: z.number(),
  duplicates: z.number(),
});
export type AdminAccountCounts = z.infer<typeof adminAccountCountsSchema>;

/** The approval decision: reject needs a reason the applicant will read. */
export const approvalDecisionBodySchema = z.discriminatedUnion(
  'decision',
  [
    z.object({
      decision: z.literal('approve'),
      reason: z
        .string()
        .trim()
        .max(200, { error: MSG.tooLong(200) })
        .optional(),
    }),
    z.object({
      decision: z.literal('reject'),
      reason: z
        .string({ error: ADMIN_MSG.rejectReasonRequired })
        .trim()
        .min(1, { error: ADMIN_MSG.rejectReasonRequired })
        .max(200, { error: MSG.tooLong(200) }),
    }),
  ],
  { error: 'decision is approve or reject' },
);
export type ApprovalDecisionBody = z.infer<typeof approvalDecisionBodySchema>;

export const approvalCountSchema = z.object({
  mode: z.enum(ACCOUNT_APPROVAL_MODES),
  waiting: z.number(),
  retailers: z.number(),
  wholesalers: z.number(),
});
export type ApprovalCount = z.infer<typeof approvalCountSchema>;

export const accountDecisionSchema = approvalDecisionSchema;
export const accountHistorySchema = z.array(accountDecisionSchema);
