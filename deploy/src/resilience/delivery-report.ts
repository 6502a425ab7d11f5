// What the outbox says about delivery, for the broker fault tests: events still pending, (event,
// subscriber) pairs without a delivery row, handler runs of the probe subscriber other than one,
// and e-mail log rows per mail.requested event (the content domain's handler effect).
import { sql } from '@armatura/shared-libs/server';
import { MAIL_REQUESTED } from '@armatura/shared-libs/contracts';
import type { TestPlatform } from '../testing.js';

export interface DeliveryReport {
  events: { id: number; type: string }[];
  pending: number;
  deliveries: number;
  missing: string[];
  duplicates: string[];
  mailLogPerEvent: [number, number][];
}

/** `probeRuns`: handler runs per event id of the test's probe subscriber (mail.requested, order.placed). */
export async function deliveryReport(
  p: TestPlatform,
  probeRuns: Map<number, number>,
  probed = [MAIL_REQUESTED, 'order.placed'],
): Promise<DeliveryReport> {
  const db = p.ctx.db;
  const rows = (
    await db
      .selectFrom('platform.outbox')
      .select(['id', 'type', 'processed_at'])
      .orderBy('id')
      .execute()
  ).map((r) => ({ id: Number(r.id), type: r.type as string, processed: r.processed_at !== null }));
  const delivered = new Set(
    (
      await db.selectFrom('platform.outbox_delivery').select(['outbox_id', 'subscriber']).execute()
    ).map((d) => `${Number(d.outbox_id)}:${d.subscriber}`),
  );
  const missing: string[] = [];
  const duplicates: string[] = [];
  for (const row of rows) {
    for (const sub of p.ctx.events.subscriptionsFor(row.type)) {
      if (!delivered.has(`${row.id}:${sub.subscriber}`))
        missing.push(`${row.type} #${row.id} → ${sub.subscriber}`);
    }
    if (!probed.includes(row.type)) continue;
    const n = probeRuns.get(row.id) ?? 0;
    if (n === 0) missing.push(`${row.type} #${row.id} → probe handler`);
    if (n > 1) duplicates.push(`${row.type} #${row.id} handled ${n} times`);
  }
  const mailIds = rows.filter((r) => r.type === MAIL_REQUESTED).map((r) => r.id);
  const perEvent = mailIds.length
    ? (
        await sql<{
          event_id: number;
          n: number;
        }>`select event_id, count(*)::int as n from content.email_log where event_id in (${sql.join(mailIds)}) group by event_id order by event_id`.execute(
          db,
        )
      ).rows
    : [];
  return {
    events: rows.map(({ id, type }) => ({ id, type })),
    pending: rows.filter((r) => !r.processed).length,
    deliveries: delivered.size,
    missing,
    duplicates,
    mailLogPerEvent: perEvent.map((r) => [Number(r.event_id), Number(r.n)]),
  };
}
