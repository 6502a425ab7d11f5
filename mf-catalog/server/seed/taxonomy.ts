// Brands, the category tree and attribute definitions of a tenant (idempotent: existing rows are reused).
import { sql } from '@armatura/shared-libs/server';
import { BRANDS } from './brands.js';
import { CATEGORY_TREE, type CategoryDef } from './categories.js';
import { leaves } from './generator.js';
import { slugify } from '@armatura/shared-libs/format';
import type { CatalogDb } from '../db/tables.js';

export interface Taxonomy {
  brandIds: Map<string, number>;
  categoryIds: Map<string, number>;
  attrIds: Map<string, number>;
}

export async function ensureTaxonomy(db: CatalogDb, tenantId: number): Promise<Taxonomy> {
  for (const b of BRANDS) {
    await sql`insert into catalog.brands (tenant_id, name, slug) values (${tenantId}, ${b.name}, ${slugify(b.name)}) on conflict (tenant_id, slug) do nothing`.execute(
      db,
    );
  }
  const insertNode = async (
    node: CategoryDef,
    parentId: number | null,
    level: number,
    sort: number,
  ) => {
    const slug = slugify(node.name);
    const cols =
      node.id && tenantId === 1
        ? sql`(id, tenant_id, parent_id, level, name, slug, sort)`
        : sql`(tenant_id, parent_id, level, name, slug, sort)`;
    const vals =
      node.id && tenantId === 1
        ? sql`(${node.id}, ${tenantId}, ${parentId}, ${level}, ${node.name}, ${slug}, ${sort})`
        : sql`(${tenantId}, ${parentId}, ${level}, ${node.name}, ${slug}, ${sort})`;
    await sql`insert into catalog.categories ${cols} values ${vals} on conflict (tenant_id, slug) do nothing`.execute(
      db,
    );
    const row = await db
      .selectFrom('catalog.categories')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    for (const [k, child] of (node.children ?? []).entries())
      await insertNode(child, row.id, level + 1, k);
  };
  for (const [k, root] of CATEGORY_TREE.entries()) await insertNode(root, null, 1, k);
  await insertNode({ name: 'Usługi' }, null, 1, 99);
  // Explicit ids above must not collide with the sequence later.
  await sql`select setval(pg_get_serial_sequence('catalog.categories', 'id'), (select max(id) from catalog.categories))`.execute(
    db,
  );

  const attrNames = new Set<string>(['Wysokość']);
  for (const l of leaves()) Object.keys(l.def.attrs).forEach((n) => attrNames.add(n));
  for (const name of attrNames) {
    await sql`insert into catalog.attribute_definitions (tenant_id, name) values (${tenantId}, ${name}) on conflict (tenant_id, name) do nothing`.execute(
      db,
    );
  }
  return loadTaxonomy(db, tenantId);
}

export async function loadTaxonomy(db: CatalogDb, tenantId: number): Promise<Taxonomy> {
  const brands = await db
    .selectFrom('catalog.brands')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .execute();
  const cats = await db
    .selectFrom('catalog.categories')
    .select(['id', 'slug'])
    .where('tenant_id', '=', tenantId)
    .execute();
  const attrs = await db
    .selectFrom('catalog.attribute_definitions')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .execute();
  return {
    brandIds: new Map(brands.map((b) => [b.name, b.id])),
    categoryIds: new Map(cats.map((c) => [c.slug, c.id])),
    attrIds: new Map(attrs.map((a) => [a.name, a.id])),
  };
}
