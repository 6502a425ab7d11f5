// Availability alerts fire when a product's stock goes from 0 to more than 0: one mail.requested per
// pending subscriber, published in the same transaction as the stock change (outbox), and each
// alert is marked notified so a later change never mails it again. The mail holds no secret (the
// product page is public); it still goes through requestMail, the one way to request mail. The
// text is the content domain's template `NotifyAvailability` (staff edit it there).
import { requestMail, sql, type ModuleContext } from '@armatura/shared-libs/server';
import { slugify } from '@armatura/shared-libs/format';
import type { CatalogDb } from '../db/tables.js';

export async function onStockChanged(
  ctx: ModuleContext,
  tx: CatalogDb,
  tenantId: number,
  productId: number,
  oldQty: number,
  newQty: number,
): Promise<number> {
  if (!(oldQty <= 0 && newQty > 0)) return 0;
  const product = await tx
    .selectFrom('catalog.products')
    .select(['name', 'code'])
    .where('id', '=', productId)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  const alerts = (
    await sql<{
      id: number;
      email: string;
    }>`update catalog.notify_availability set notified_at = now()
    where tenant_id = ${tenantId} and product_id = ${productId} and notified_at is null returning id, email`.execute(
      tx,
    )
  ).rows;
  const url = `${ctx.config.publicUrl.replace(/\/$/, '')}/oferta/${slugify(product.name)}-${productId}`;
  for (const a of alerts) {
    await requestMail(ctx, tx, {
      tenantId,
      to: a.email,
      template: 'NotifyAvailability',
      data: { productName: product.name, productCode: product.code, productUrl: url },
    });
  }
  return alerts.length;
}
