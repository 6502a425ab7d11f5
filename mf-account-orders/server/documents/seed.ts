// Demo documents ('demo' seed only; tests start empty): for every customer of tenant 1, four
// documents from the "ERP" in each status (paid, overdue, unpaid, new), published as
// `document.imported` so they take the same path as a real ERP's. Invoices for demo orders need no
// seed: checkout republishes existing orders as `order.snapshot` and subscribe.ts issues them.
import type { ModuleContext, SeedOptions } from '@armatura/shared-libs/server';
import {
  DOCUMENT_IMPORTED,
  type DocumentImportedEvent,
  type IdentityModuleApi,
  type ImportedDocumentLine,
} from '@armatura/shared-libs/contracts';
import { DOCUMENT_PERMISSION } from './permissions.js';
import { addDays, warsawDay } from './status.js';

const LINES: ImportedDocumentLine[][] = [
  [
    {
      code: 'BAT-UM-01',
      name: 'Bateria umywalkowa stojąca, chrom',
      unit: 'szt',
      qty: 2,
      priceNet: 489.43,
      vatRate: 23,
    },
    {
      code: 'SYF-01',
      name: 'Syfon umywalkowy ozdobny',
      unit: 'szt',
      qty: 2,
      priceNet: 119.51,
      vatRate: 23,
    },
  ],
  [
    {
      code: 'WC-SET-03',
      name: 'Zestaw podtynkowy WC ze stelażem',
      unit: 'kpl',
      qty: 1,
      priceNet: 1626.02,
      vatRate: 23,
    },
    {
      code: 'MONT-01',
      name: 'Montaż w lokalu mieszkalnym',
      unit: 'usł',
      qty: 1,
      priceNet: 350,
      vatRate: 8,
    },
  ],
  [
    {
      code: 'PLY-60',
      name: 'Płytki ścienne 30×60, biały mat',
      unit: 'm2',
      qty: 12.5,
      priceNet: 89.9,
      vatRate: 23,
    },
  ],
  [
    {
      code: 'LUS-80',
      name: 'Lustro łazienkowe z oświetleniem LED',
      unit: 'szt',
      qty: 1,
      priceNet: 812.2,
      vatRate: 23,
    },
  ],
];

/** [issued days ago, due days after issue, paid] per demo document. */
const PLAN: [number, number, boolean][] = [
  [45, 14, true],
  [30, 14, false],
  [12, 30, false],
  [2, 14, false],
];

export async function seedDemoDocuments(ctx: ModuleContext, options: SeedOptions) {
  if (options.size !== 'demo') return;
  const identity = ctx.modules.tryGet<IdentityModuleApi>('identity');
  if (!identity) return;
  const customers = (await identity.getUsersWithPermission(1, DOCUMENT_PERMISSION)).filter(
    (u) => u.type !== 'STAFF' && u.isActive,
  );
  const today = warsawDay();
  for (const user of customers)
    for (const [i, [ago, terms, paid]] of PLAN.entries()) {
      const issueDate = addDays(today, -ago);
      const payload: DocumentImportedEvent = {
        tenantId: 1,
        externalNumber: `ERP/FV/${issueDate.slice(0, 4)}/${user.id}-${i + 1}`,
        kind: 'FV',
        buyerUserId: user.id,
        buyer: {
          name: user.title,
          nip: null,
          street: 'ul. Długa 5',
          postalCode: '00-238',
          city: 'Warszawa',
          email: user.email,
        },
        issueDate,
        dueDate: addDays(issueDate, terms),
        paidAt: paid ? `${addDays(issueDate, 3)}T10:00:00.000Z` : null,
        paymentMethod: 'Przelew',
        lines: LINES[i]!,
      };
      await ctx.events.publish(ctx.db, { type: DOCUMENT_IMPORTED, payload, tenantId: 1 });
    }
}
