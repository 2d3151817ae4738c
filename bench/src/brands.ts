/**
 * A store as the trade has it, for quick order: about 1,100 brand names (made-up syllables, and the familiar ones)
 * in several strengths and forms, 5,000 products listed out of a catalogue of 10,000 (the "... Forte" half belongs
 * to other sellers). Deterministic. The generated trade data (generate.ts) names its products after 60 molecules,
 * which makes every pasted line match hundreds of products: fine for the other scenarios, not for this one.
 */

const BRANDS = [
  'Panadol',
  'Augmentin',
  'Brufen',
  'Risek',
  'Flagyl',
  'Disprin',
  'Calpol',
  'Ponstan',
  'Arinac',
  'Velosef',
  'Amoxil',
  'Klaricid',
  'Ciproxin',
  'Novidat',
  'Zithromax',
  'Glucophage',
  'Lipitor',
  'Norvasc',
  'Softin',
  'Ventolin',
  'Cac-1000',
  'Surbex',
  'Neurobion',
  'Motilium',
  'Gravinate',
  'Imodium',
  'Nexum',
  'Zantac',
  'Amaryl',
  'Concor',
  'Loprin',
  'Synflex',
  'Xynosine',
  'Ascard',
  'Lowplat',
  'Rigix',
  'Telfast',
  'Myteka',
  'Deltacortril',
  'Decadron',
  'Caltrate',
  'Folic',
  'Fefol',
  'Tramal',
  'Lyrica',
  'Xanax',
  'Cipralex',
  'Colofac',
  'Ganaton',
  'Duphalac',
  'Piriton',
  'Corex',
  'Hydryllin',
];
const STRENGTHS = [
  '5mg',
  '10mg',
  '20mg',
  '40mg',
  '100mg',
  '200mg',
  '250mg',
  '400mg',
  '500mg',
  '625mg',
  '1g',
  '120ml',
  '60ml',
];
const FORMS = [
  'Tablet 10s',
  'Tablet 20s',
  'Tablet 30s',
  'Capsule 14s',
  'Syrup',
  'Suspension',
  'Injection',
  'Drops',
  'Sachet',
  'Cream',
];
export const BRAND_MAKERS = [
  'GSK',
  'Abbott',
  'Getz Pharma',
  'Sanofi',
  'Searle',
  'Ferozsons',
  'Hilton',
  'Pfizer',
  'Novartis',
  'Highnoon',
  'Sami',
  'Martin Dow',
];

/** The store's product names (`lines` of them) and the catalogue they come from (twice as many). */
export function brandStore(lines = 5000): { store: string[]; catalogue: string[] } {
  const consonants = 'bcdfghklmnprstvxz';
  const vowels = 'aeiou';
  let seed = 7;
  const rand = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return Math.floor((seed / 2_147_483_648) * n);
  };
  const brands = new Set<string>();
  while (brands.size < 1100) {
    let word = '';
    for (let s = 0, n = 2 + rand(2); s < n; s++)
      word +=
        consonants[rand(consonants.length)] +
        vowels[rand(vowels.length)] +
        (rand(3) === 0 ? consonants[rand(consonants.length)] : '');
    brands.add(word[0].toUpperCase() + word.slice(1));
  }
  const brandList = [...brands, ...BRANDS];
  const store: string[] = [];
  for (let i = 0; store.length < lines; i++) {
    const brand = brandList[i % brandList.length];
    const round = Math.floor(i / brandList.length);
    const strength = STRENGTHS[(i + round * 5) % STRENGTHS.length];
    const form = FORMS[(i * 3 + round) % FORMS.length];
    store.push(`${brand} ${strength} ${form}`);
  }
  // A shared catalogue larger than the store, as in the trade: the other products belong to other sellers.
  return { store, catalogue: [...store, ...store.map((n) => `${n} Forte`)] };
}
