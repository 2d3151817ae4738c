import type { Kysely } from 'kysely';
import {
  lineNetPaisa,
  MANUFACTURERS,
  roundToPaisa,
  ORDER_PRODUCTS_SEPARATOR,
  ORDER_STATUSES,
  productCode,
  storeSlug,
} from '@dawalink/shared';
import type { Database } from '../db/types.js';
import { createRetailer, createSeller, upsertAdmin } from '../identity/accounts-write.service.js';

/** Demo sign-ins printed at start and used by the browser tests. */
export const DEMO = {
  pin: '1234',
  admin: { phone: '03000000001', name: 'Demo Admin' },
  sellers: [
    {
      phone: '03001234567',
      full_name: 'Imran Qureshi',
      busniess_name: 'Karachi Medical Traders',
      address: 'Plot 14, Denso Hall, Karachi',
      email: 'orders@kmt.pk',
    },
    {
      phone: '03111234567',
      full_name: 'Sana Malik',
      busniess_name: 'Lahore Pharma Distributors',
      address: '22 Mcleod Road, Lahore',
      email: 'sales@lpd.pk',
    },
  ],
  retailers: [
    {
      phone: '03211234567',
      fullName: 'Ahmed Raza',
      store: 'Al Shifa Pharmacy',
      address: 'Shop 3, Block 7, Gulshan-e-Iqbal, Karachi',
      email: '',
    },
    {
      phone: '03331234567',
      fullName: 'Fatima Noor',
      store: 'City Care Chemists',
      address: '45 Main Boulevard, Gulberg III, Lahore',
      email: 'citycare@example.pk',
    },
  ],
} as const;

const MOLECULES = [
  'Paracetamol',
  'Ibuprofen',
  'Amoxicillin',
  'Azithromycin',
  'Ciprofloxacin',
  'Metformin',
  'Omeprazole',
  'Esomeprazole',
  'Atorvastatin',
  'Rosuvastatin',
  'Amlodipine',
  'Losartan',
  'Cetirizine',
  'Loratadine',
  'Montelukast',
  'Salbutamol',
  'Diclofenac',
  'Naproxen',
  'Clarithromycin',
  'Cefixime',
  'Ceftriaxone',
  'Levofloxacin',
  'Metronidazole',
  'Fluconazole',
  'Domperidone',
  'Ondansetron',
  'Loperamide',
  'Ranitidine',
  'Famotidine',
  'Glimepiride',
  'Sitagliptin',
  'Insulin Glargine',
  'Bisoprolol',
  'Atenolol',
  'Clopidogrel',
  'Aspirin',
  'Warfarin',
  'Levothyroxine',
  'Prednisolone',
  'Dexamethasone',
  'Vitamin D3',
  'Calcium Carbonate',
  'Folic Acid',
  'Ferrous Sulfate',
  'Zinc Sulfate',
  'ORS',
  'Multivitamin',
  'Tramadol',
  'Gabapentin',
  'Pregabalin',
  'Sertraline',
  'Escitalopram',
  'Alprazolam',
  'Mebeverine',
  'Itopride',
  'Lactulose',
  'Chlorpheniramine',
  'Dextromethorphan',
  'Guaifenesin',
  'Hydrochlorothiazide',
];
const FORMS = [
  '500mg Tablets 10x10',
  '250mg Capsules 2x10',
  '120ml Syrup',
  '1g Injection',
  '20mg Tablets 3x10',
  '5mg Tablets 2x14',
];

/** Deterministic pseudo-random numbers so the demo looks the same on every machine. */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

export async function seedDemo(db: Kysely<Database>, log: (line: string) => void = console.log): Promise<void> {
  const rand = seeded(42);
  await upsertAdmin(db, DEMO.admin.phone, DEMO.pin, DEMO.admin.name);

  // Catalogue: a few hundred products over the sixty manufacturers.
  const products: Array<{
    product_code: string;
    product_name: string;
    manufacturer: string;
    offer: number;
    bonus: string;
    total_price: number;
  }> = [];
  MOLECULES.forEach((molecule, i) => {
    for (let f = 0; f < 5; f++) {
      const form = FORMS[(i + f) % FORMS.length];
      const manufacturer = MANUFACTURERS[(i * 7 + f * 13) % MANUFACTURERS.length];
      const name = `${molecule} ${form}`;
      products.push({
        product_code: productCode(name),
        product_name: name,
        manufacturer,
        offer: [0, 0, 5, 7.5, 10, 12][Math.floor(rand() * 6)],
        bonus: ['', '', '', 'OLD TP', '770 NET', '50 PR 7%'][Math.floor(rand() * 6)],
        total_price: roundToPaisa(40 + rand() * 2400),
      });
    }
  });
  const productRows = await db
    .insertInto('products')
    .values(products)
    .returning(['id', 'product_name', 'total_price'])
    .execute();
  // A few pharmacy-only medicines, so a medical store's licence meets the rule in the demo.
  await db
    .updateTable('products')
    .set({ controlled: true })
    .where((eb) => eb.or([eb('product_name', 'like', 'Tramadol%'), eb('product_name', 'like', 'Alprazolam%')]))
    .execute();
  await db
    .updateTable('products')
    .set({ schedule_g: true })
    .where((eb) => eb.or([eb('product_name', 'like', 'Ceftriaxone%'), eb('product_name', 'like', 'Pregabalin%')]))
    .execute();

  const sellerIds: number[] = [];
  for (const seller of DEMO.sellers) sellerIds.push(await createSeller(db, { ...seller, pin: DEMO.pin }));
  const retailerIds: number[] = [];
  for (const retailer of DEMO.retailers) retailerIds.push(await createRetailer(db, { ...retailer, pin: DEMO.pin }));

  // Listings: the first seller lists 120 products, the second 80, at their own prices.
  const listingsBySeller: Array<Array<{ id: number; product_name: string; total_price: number; offer: number }>> = [];
  for (const [s, sellerId] of sellerIds.entries()) {
    const chosen = productRows
      .filter((_, i) => (s === 0 ? i % 5 < 2 : i % 5 === 3 || i % 7 === 0))
      .slice(0, s === 0 ? 120 : 80);
    const rows = await db
      .insertInto('listings')
      .values(
        chosen.map((p) => ({
          wholeseller_id: sellerId,
          product_id: p.id,
          offer: [0, 5, 10][Math.floor(rand() * 3)],
          bonus: ['', 'OLD TP', '77 NET'][Math.floor(rand() * 3)],
          total_price: roundToPaisa(p.total_price * (0.9 + rand() * 0.2)),
        })),
      )
      .returning(['id', 'product_id', 'total_price', 'offer'])
      .execute();
    listingsBySeller.push(
      rows.map((r) => ({
        id: r.id,
        total_price: r.total_price,
        offer: r.offer,
        product_name: chosen.find((p) => p.id === r.product_id)!.product_name,
      })),
    );
  }

  // Orders: each retailer with each seller, every status, spread over the last weeks.
  const sellers = DEMO.sellers;
  let n = 0;
  for (const [r, retailerId] of retailerIds.entries()) {
    for (const [s, sellerId] of sellerIds.entries()) {
      for (const status of [...ORDER_STATUSES, 'Pending', 'Delivered'] as const) {
        n++;
        const listings = listingsBySeller[s];
        const lines = Array.from(
          { length: 2 + Math.floor(rand() * 4) },
          (_, k) => listings[(n * 11 + k * 17) % listings.length],
        );
        const unique = [...new Map(lines.map((l) => [l.id, l])).values()];
        const items = unique.map((l) => {
          const quantity = 1 + Math.floor(rand() * 10);
          return { listing: l, quantity, netPaisa: lineNetPaisa(l.total_price, quantity, l.offer) };
        });
        // Charged as an order placed today is: the listing's offer off T.P.
        const total = items.reduce((sum, it) => sum + it.netPaisa, 0) / 100;
        const retailer = DEMO.retailers[r];
        const date = new Date(Date.now() - n * 37 * 3600_000);
        await db.transaction().execute(async (trx) => {
          const order = await trx
            .insertInto('orders')
            .values({
              retailer_id: retailerId,
              wholeseller_id: sellerId,
              retailer_name: retailer.fullName,
              store: retailer.store,
              phone_no: retailer.phone,
              address: retailer.address,
              seller_store: sellers[s].busniess_name,
              seller_phone_no: sellers[s].phone,
              total,
              total_items: items.length,
              total_quantity: items.reduce((q, it) => q + it.quantity, 0),
              products: items.map((it) => it.listing.product_name).join(ORDER_PRODUCTS_SEPARATOR),
              status,
              order_date: date,
              status_changed_at: status === 'Pending' ? null : date,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('order_items')
            .values(
              items.map((it) => ({
                order_id: order.id,
                listing_id: it.listing.id,
                product_id: null,
                product_name: it.listing.product_name,
                quantity: it.quantity,
                price: it.listing.total_price,
                offer: it.listing.offer,
                net: it.netPaisa / 100,
              })),
            )
            .execute();
          await trx
            .insertInto('order_status_history')
            .values({
              order_id: order.id,
              from_status: null,
              to_status: 'Pending',
              changed_by: retailerId,
              changed_at: date,
            })
            .execute();
          if (status !== 'Pending') {
            await trx
              .insertInto('order_status_history')
              .values({
                order_id: order.id,
                from_status: 'Pending',
                to_status: status,
                changed_by: sellerId,
                changed_at: date,
              })
              .execute();
          }
        });
      }
    }
  }
  await db
    .insertInto('recent_stores')
    .values(retailerIds.flatMap((retailer_id) => sellerIds.map((wholeseller_id) => ({ retailer_id, wholeseller_id }))))
    .execute();

  log(
    `Demo data: ${productRows.length} catalogue products, ${sellerIds.length} sellers, ${retailerIds.length} retailers, ${n} orders.`,
  );
}

export function demoSignInsText(baseUrl: string): string {
  return [
    'Demo sign-ins (PIN 1234 for all):',
    `  admin     ${DEMO.admin.phone}`,
    ...DEMO.sellers.map(
      (s) => `  seller    ${s.phone}  ${s.busniess_name}  store ${baseUrl}/${storeSlug(s.busniess_name)}`,
    ),
    ...DEMO.retailers.map((r) => `  retailer  ${r.phone}  ${r.store}`),
  ].join('\n');
}
