// SQL of the page content: a category by slug and its ancestors (the listing's breadcrumbs).
import { sql } from '@armatura/shared-libs/server';
import type { CatalogDb } from '../db/tables.js';

export interface CategoryRow {
  id: number;
  name: string;
  slug: string;
}

/** The category with this slug and its ancestors, root first (the category itself last); [] when none. */
export async function categoryWithAncestors(
  db: CatalogDb,
  tenantId: number,
  slug: string,
): Promise<CategoryRow[]> {
  return (
    await sql<CategoryRow>`with recursive up as (
      select id, name, slug, parent_id, level from catalog.categories
        where tenant_id = ${tenantId} and slug = ${slug}
      union all select c.id, c.name, c.slug, c.parent_id, c.level
        from catalog.categories c join up on c.id = up.parent_id and c.tenant_id = ${tenantId})
    select id, name, slug from up order by level`.execute(db)
  ).rows;
}
