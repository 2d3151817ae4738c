import { describe, expect, it } from 'vitest';
import { formatMoneyIn, MONEY_UI, TEAM_UI } from '@dawalink/shared';
import { URDU } from '@dawalink/shared/urdu';
import { describeAction, type ActivityTexts } from './activity-sentence';

const EN: ActivityTexts = { team: TEAM_UI, money: MONEY_UI, money$: (n) => formatMoneyIn('en', n) };
const UR: ActivityTexts = { team: URDU.TEAM_UI, money: URDU.MONEY_UI, money$: (n) => formatMoneyIn('ur', n) };
const row = (action: string, detail = '', object_id: number | null = null, object_name: string | null = null) => ({
  action,
  detail,
  object_id,
  object_name,
});

describe('describeAction (the Activity list reads each record as a sentence)', () => {
  it("reads the team's own records for the name and the role, in the page's language", () => {
    expect(describeAction(row('team.add', 'Ali Raza (03001234567) as clerk', 4), EN).text).toBe(
      'Added Ali Raza to the team as Order clerk',
    );
    expect(describeAction(row('team.role', 'Ali Raza is now booker', 4), EN).text).toBe(
      'Changed the role of Ali Raza to Order booker',
    );
    expect(describeAction(row('team.remove', 'Ali Raza (03001234567)', 4), EN).text).toBe(
      'Removed Ali Raza from the team',
    );
    expect(describeAction(row('team.add', 'Ali Raza (03001234567) as clerk', 4), UR).text).toBe(
      `Ali Raza کو بطور ${URDU.TEAM_UI.role.clerk} ٹیم میں شامل کیا`,
    );
    // Text it cannot read gives the plain sentence, never the text itself.
    expect(describeAction(row('team.remove', 'something else'), EN).text).toBe('Removed a team member');
  });

  it('says what money was recorded, for which retailer, and links to the statement', () => {
    const payment = describeAction(row('payment', '{"amount":1250,"method":"cash"}', 12, 'Shifa Medical'), EN);
    expect(payment.text).toBe('Recorded a payment of Rs. 1,250/- from Shifa Medical');
    expect(payment.link).toEqual({ to: '/receivables/12', label: 'View statement' });
    expect(describeAction(row('payment', '', 12, null), EN).text).toBe('Recorded a payment');
    expect(describeAction(row('opening', '{"amount":500}', 12, 'Shifa Medical'), UR).text).toBe(
      'Shifa Medical کا ابتدائی بیلنس 500 روپے درج کیا',
    );
    expect(describeAction(row('terms', '{"credit_limit":1000}', 12, 'Shifa Medical'), EN).text).toBe(
      'Changed the credit terms of Shifa Medical',
    );
  });

  it('names the product whose price changed, and the new price', () => {
    expect(describeAction(row('listing.update', '{"total_price":120.5,"offer":5}', 7, 'Panadol 500mg'), EN).text).toBe(
      'Changed the price of Panadol 500mg to Rs. 120.50',
    );
    expect(describeAction(row('listing.update', '{"availability":"short"}', 7, 'Panadol 500mg'), EN).text).toBe(
      'Changed the details of Panadol 500mg',
    );
    expect(describeAction(row('listing.remove', '', 7, null), EN).text).toBe('Removed a product from the list');
  });

  it('links invoices and returns, with the return status in words', () => {
    expect(describeAction(row('invoice', '', 31), EN)).toEqual({
      text: 'Issued the invoice of order #31',
      link: { to: '/invoice/31', label: 'View invoice' },
    });
    const moved = describeAction(row('return', '{"status":"Approved"}', 5), EN);
    expect(moved.text).toBe('Marked return #5 as Approved');
    expect(moved.link?.to).toBe('/returns/5');
    expect(describeAction(row('return', '{"status":"Credited"}', 5), UR).text).toBe(
      `واپسی #5 کی حالت ${URDU.MONEY_UI.statusCredited} کی`,
    );
  });

  it('never shows an action code or raw JSON', () => {
    for (const action of [
      'price_list.apply',
      'listing.add',
      'reversal',
      'retailer.register',
      'adjustment',
      'something.new',
    ]) {
      for (const texts of [EN, UR]) {
        const { text } = describeAction(row(action, '{"import_id":3,"reason":"x"}', 9), texts);
        expect(text).not.toMatch(/[{}"_]|\w+\.\w+/);
        expect(text.length).toBeGreaterThan(5);
      }
    }
  });
});
