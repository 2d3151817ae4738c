/* Where an account stands with the admin, and the list's status filters: no zod here, for the lists' first load. */

/** ACCOUNT_APPROVAL: which new accounts wait for the admin before their first sign-in. */
export const ACCOUNT_APPROVAL_MODES = ['none', 'sellers', 'all'] as const;
export type AccountApprovalMode = (typeof ACCOUNT_APPROVAL_MODES)[number];

/** Where an account stands with the admin: `approved` is every account made without approval. */
export const ACCOUNT_APPROVALS = ['approved', 'waiting', 'rejected'] as const;
export type AccountApproval = (typeof ACCOUNT_APPROVALS)[number];

/** The list filter `?status=`: the states an account is shown in, one each. */
export const ACCOUNT_STATUS_FILTERS = ['active', 'disabled', 'waiting', 'rejected'] as const;
export type AccountStatusFilter = (typeof ACCOUNT_STATUS_FILTERS)[number];

/** The account's state as a word: approval first (a waiting account is not "Active"), then the disabled flag. */
export function accountStateText(approval: AccountApproval, isDisabled: boolean): string {
  if (approval === 'waiting') return 'Awaiting approval';
  if (approval === 'rejected') return 'Rejected';
  return isDisabled ? 'Disabled' : 'Active';
}

/** Which status filter an account falls under (the same rule as the server's WHERE). */
export function accountStatusFilterOf(approval: AccountApproval, isDisabled: boolean): AccountStatusFilter {
  if (approval !== 'approved') return approval;
  return isDisabled ? 'disabled' : 'active';
}
