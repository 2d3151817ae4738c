/** Texts of seller teams (members, roles, joining) and orders booked for a retailer. */
export const TEAM_MSG = {
  roleForbidden: 'Your role in this team does not allow this. Ask the owner.',
  roleInvalid: 'Choose a role: owner, order clerk, order booker, accountant or catalogue',
  memberNameRequired: 'Enter the member’s name',
  phoneIsRetailer: 'This phone belongs to a retailer account. A team member needs a phone of their own.',
  phoneIsSeller: 'This phone belongs to a seller account. A team member needs a phone of their own.',
  phoneIsAdmin: 'This phone belongs to an admin account. A team member needs a phone of their own.',
  phoneInThisTeam: 'This phone is already in your team',
  phoneInOtherTeam: 'This phone is already a member of another seller’s team',
  phoneIsStaff: 'This phone belongs to a seller’s team member. Use another phone.',
  noInvite: 'No invitation is waiting for this phone. Ask the owner to add you to the team.',
  alreadyJoined: 'This phone has already joined the team. Sign in with your PIN.',
  ownerCannotBeRemoved: 'The owner’s own account cannot be removed',
  notYourRetailer: 'Retailer not found',
  retailerRequired: 'Choose the retailer this order is for',
  retailerNotFound: 'Retailer not found',
} as const;

export const ROLE_LABELS = {
  owner: 'Owner',
  clerk: 'Order clerk',
  booker: 'Order booker',
  accountant: 'Accountant',
  catalogue: 'Catalogue',
} as const;
