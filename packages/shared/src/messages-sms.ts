/**
 * SMS texts no other group has: the sign-in and registration code, a seller's team invitation and an order booked for
 * a retailer. Every SMS the server sends is written in the language of the account that holds the phone (the other
 * texts sit in their own groups: ADMIN_MSG, ORDER_DESK_MSG, MONEY_MSG, LICENCE_ORDER_MSG, MSG_BEYOND).
 */
export const SMS_MSG = {
  code: (code: string, ttlMinutes: number) =>
    `Your DawaLink code is ${code}. It expires in ${ttlMinutes} minute${ttlMinutes === 1 ? '' : 's'}.`,
  teamInvite: (business: string, role: string) =>
    `DawaLink: ${business} added you to their team as ${role}. Open DawaLink, choose "Join a team" and verify this phone.`,
  /** The inviter's name when the seller's business name cannot be read. */
  aSeller: 'A seller',
  /** A team role as the invitation names it (ROLE_LABELS' words: this group stays out of the seller screens' chunk). */
  role: {
    owner: 'Owner',
    clerk: 'Order clerk',
    booker: 'Order booker',
    accountant: 'Accountant',
    catalogue: 'Catalogue',
  },
  bookedOrder: (seller: string, orderNo: number, total: string, booker: string) =>
    `DawaLink: ${booker} booked order #${orderNo} for you with ${seller}, total ${total}. See it in My Orders.`,
} as const;
