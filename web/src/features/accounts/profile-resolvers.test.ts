import { describe, expect, it } from 'vitest';
import { MSG } from '@dawalink/shared';
import { retailerProfileForm, sellerProfileForm } from './profile-resolvers';

const seller = { full_name: 'Ali Raza', busniess_name: 'Raza Medicos', address: 'Mall Road, Lahore', email: '' };
const retailer = {
  fullName: 'Sana Khan',
  store: 'Khan Pharmacy',
  address: 'Saddar, Karachi',
  email: '',
  ntn: '',
  strn: '',
};
const issuesOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('the profile forms', () => {
  it('keep the PIN when both PIN boxes are empty', () => {
    expect(sellerProfileForm.safeParse({ ...seller, password: '', current_password: '' }).success).toBe(true);
    expect(retailerProfileForm.safeParse({ ...retailer, password: '', current_password: '' }).success).toBe(true);
  });

  it('take a new PIN of four digits with the current one', () => {
    const parsed = retailerProfileForm.safeParse({ ...retailer, password: '2468', current_password: '1357' });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ password: '2468', current_password: '1357' });
  });

  it('ask for the current PIN beside its boxes when only a new one is given', () => {
    const parsed = sellerProfileForm.safeParse({ ...seller, password: '2468', current_password: '' });
    expect(issuesOf(parsed)).toEqual([['current_password', MSG.currentPinRequired]]);
  });

  it('refuse a PIN that is not four digits, in either box', () => {
    const parsed = retailerProfileForm.safeParse({ ...retailer, password: '24a', current_password: '13579' });
    expect(issuesOf(parsed)).toEqual(
      expect.arrayContaining([
        ['password', MSG.passcodeRequired],
        ['current_password', MSG.passcodeRequired],
      ]),
    );
  });
});
