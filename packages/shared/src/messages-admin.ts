/** Texts of the admin's account lists, the approval queue and the account states a sign-in can meet. */
export const ADMIN_MSG = {
  // sign-in of an account that is not (or no longer) open
  awaitingApproval:
    'Your account is waiting for approval by DawaLink. You can sign in once it is approved; we will text you',
  registrationRejected: (reason: string) => `Your registration was not approved: ${reason}`,
  accountDisabledTitle: 'Your account is deactivated',
  accountDisabledBody:
    'An administrator has deactivated this account, so it cannot sign in or place orders. Your orders and details are kept.',
  accountWaitingTitle: 'Your account is waiting for approval',
  accountWaitingBody:
    'Every new account is checked by DawaLink before its first sign-in. We will text you as soon as yours is approved.',
  accountRejectedTitle: 'Your registration was not approved',
  reachSupport: (email: string) =>
    `To ask why or to have it reopened, write to ${email} from your registered e-mail, with your phone number.`,
  reachSupportWaiting: (email: string) => `Questions? Write to ${email} with your phone number.`,
  /** A waiting retailer at checkout: the cart stays where it is. */
  orderAfterApproval:
    'Your order can be placed once your account is approved. Your cart is kept on this phone: come back to this store after the approval text and place it.',
  registeredAwaitingApproval:
    'You are registered. Your account is waiting for approval; we will text you when you can sign in.',

  // the admin's decisions
  approved: 'Account approved',
  rejected: 'Account rejected',
  rejectReasonRequired: 'Please give a reason',
  notWaiting: 'This account is not waiting for approval',
  approvedSms: (baseUrl: string) => `Your DawaLink account is approved. You can sign in now: ${baseUrl}`,
  rejectedSms: (reason: string) => `Your DawaLink registration was not approved: ${reason}`,
  possibleDuplicate: 'Possible duplicate',
  matchesStoreAddress: 'same store name and address',
  matchesNamePhone: 'same name and a similar phone number',
  noWaitingAccounts: 'No accounts are waiting for approval',
} as const;
