// Demo contractors of tenant 1: the ERP numbers the other domains' seeds already use (1001 is the
// b2b user's, with the catalogue's contracts and discounts; 1002 is b2b2's), two more named ones,
// and generated ones so the list (30 a page) has a second page.
import type { UsersDb } from '../db/tables.js';

interface DemoAddress {
  label: string;
  street: string;
  postalCode: string;
  city: string;
}
interface DemoContractor {
  id: number;
  name: string;
  nip: string;
  email?: string;
  phone?: string;
  addresses: DemoAddress[];
}

const NAMED: DemoContractor[] = [
  {
    id: 1001,
    name: 'Instalbud Sp. z o.o.',
    nip: '8943012156',
    email: 'biuro@instalbud.pl',
    phone: '+48 71 300 20 10',
    addresses: [
      { label: 'Siedziba', street: 'ul. Legnicka 48', postalCode: '54-202', city: 'Wrocław' },
      { label: 'Magazyn', street: 'ul. Krakowska 180', postalCode: '52-015', city: 'Wrocław' },
      {
        label: 'Budowa Oleśnica',
        street: 'ul. Wojska Polskiego 12',
        postalCode: '56-400',
        city: 'Oleśnica',
      },
    ],
  },
  {
    id: 1002,
    name: 'Łazienki Premium Sp. z o.o.',
    nip: '7792411187',
    email: 'zamowienia@lazienki-premium.pl',
    addresses: [
      { label: 'Siedziba', street: 'ul. Głogowska 120', postalCode: '60-243', city: 'Poznań' },
      { label: 'Salon', street: 'ul. Dalkowska 9', postalCode: '62-200', city: 'Gniezno' },
    ],
  },
  {
    id: 1003,
    name: 'Hydro-Serwis Nowak s.c.',
    nip: '6762435194',
    addresses: [
      { label: 'Siedziba', street: 'ul. Wielicka 72', postalCode: '30-552', city: 'Kraków' },
    ],
  },
  {
    id: 1004,
    name: 'Termo-Dom Sp. j.',
    nip: '1132541905',
    addresses: [
      { label: 'Siedziba', street: 'ul. Grochowska 210', postalCode: '04-357', city: 'Warszawa' },
    ],
  },
];

const TRADES = ['Instal', 'Hydro', 'Aqua', 'Sanit', 'Term', 'Ceramik'];
const CITIES: [string, string][] = [
  ['Gdańsk', '80-001'],
  ['Łódź', '90-001'],
  ['Lublin', '20-001'],
  ['Katowice', '40-001'],
  ['Szczecin', '70-001'],
  ['Białystok', '15-001'],
];
const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];

/** A NIP with a valid checksum from nine digits (a remainder of 10 moves to the next number). */
function nipFrom(n: number): string {
  for (let k = n; ; k++) {
    const first = String(k).padStart(9, '0');
    const check = NIP_WEIGHTS.reduce((s, w, i) => s + w * Number(first[i]), 0) % 11;
    if (check !== 10) return first + check;
  }
}

function generated(count: number): DemoContractor[] {
  return Array.from({ length: count }, (_, i) => {
    const [city, postalCode] = CITIES[i % CITIES.length]!;
    return {
      id: 1005 + i,
      name: `${TRADES[i % TRADES.length]}-${city} ${i + 1} Sp. z o.o.`,
      nip: nipFrom(521_300_100 + i * 7919),
      addresses: [{ label: 'Siedziba', street: `ul. Przemysłowa ${i + 1}`, postalCode, city }],
    };
  });
}

export async function seedContractors(db: UsersDb, tenantId = 1) {
  const all = [...NAMED, ...generated(36)];
  await db
    .insertInto('users.contractors')
    .values(
      all.map((c) => ({
        tenant_id: tenantId,
        id: c.id,
        code: `K${c.id}`,
        name: c.name,
        nip: c.nip,
        email: c.email ?? null,
        phone: c.phone ?? null,
      })),
    )
    .execute();
  await db
    .insertInto('users.contractor_addresses')
    .values(
      all.flatMap((c) =>
        c.addresses.map((a, i) => ({
          tenant_id: tenantId,
          contractor_id: c.id,
          label: a.label,
          street: a.street,
          postal_code: a.postalCode,
          city: a.city,
          is_default: i === 0,
        })),
      ),
    )
    .execute();
}
