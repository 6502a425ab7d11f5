// From the contract's shapes to rows and back: the checks across fields, the rich-text sanitising
// and the brand names. Routes call these; SQL stays in repository.ts.
import { validationError, type ModuleContext } from '@armatura/shared-libs/server';
import {
  staticBlockProblems,
  type StaticBlock,
  type StaticBlockInput,
  type StaticBlockRow,
} from '@armatura/shared-libs/contracts';
import type { ContentDb } from '../db/tables.js';
import { requireBrand } from './brands.js';
import { slugOwner, type BlockRow, type BlockValues } from './repository.js';
import { sanitizeRichText } from './rich-text.js';

const iso = (d: Date) => d.toISOString();

export function toBlock(r: BlockRow, brands: Map<number, string>): StaticBlock {
  return {
    id: r.id,
    category: r.category as StaticBlock['category'],
    title: r.title,
    slug: r.slug,
    lead: r.lead,
    content: r.content,
    metaDescription: r.meta_description,
    linkUrl: r.link_url,
    linkText: r.link_text,
    imageUrl: r.image_url,
    imageAlt: r.image_alt,
    brandId: r.brand_id,
    brandName: r.brand_id === null ? null : (brands.get(r.brand_id) ?? null),
    sortOrder: r.sort_order,
    isPublished: r.is_published,
    creationTime: iso(r.creation_time),
    lastModificationTime: iso(r.last_modification_time),
  };
}

export function toRow(r: BlockRow, brands: Map<number, string>): StaticBlockRow {
  const b = toBlock(r, brands);
  return {
    id: b.id,
    category: b.category,
    title: b.title,
    slug: b.slug,
    imageUrl: b.imageUrl,
    brandId: b.brandId,
    brandName: b.brandName,
    sortOrder: b.sortOrder,
    isPublished: b.isPublished,
    lastModificationTime: b.lastModificationTime,
  };
}

/**
 * Checks a block to be written by `id` (0 for a new one) and answers its column values: rules across
 * fields (Polish messages naming the field), a free slug, an existing brand, sanitised rich text.
 */
export async function blockValues(
  ctx: ModuleContext,
  db: ContentDb,
  tenantId: number,
  id: number,
  input: StaticBlockInput,
): Promise<BlockValues> {
  const slug = input.slug ?? null;
  const problems = staticBlockProblems({ ...input, slug });
  if (slug && problems.length === 0 && (await slugOwner(db, tenantId, slug, id)) !== undefined)
    problems.push({ field: 'slug', message: `Strona o adresie „${slug}” już istnieje.` });
  if (problems.length > 0)
    throw validationError(
      problems[0]!.message,
      problems.map((p) => ({ message: p.message, members: [p.field] })),
    );
  if (input.brandId) await requireBrand(ctx, tenantId, input.brandId);
  return {
    category: input.category,
    title: input.title.trim(),
    slug,
    lead: input.lead ?? '',
    content: sanitizeRichText(input.content ?? ''),
    meta_description: input.metaDescription ?? '',
    link_url: input.linkUrl ?? null,
    link_text: input.linkText ?? '',
    image_url: input.imageUrl ?? null,
    image_alt: input.imageAlt ?? '',
    brand_id: input.brandId ?? null,
    sort_order: input.sortOrder ?? 0,
    is_published: input.isPublished ?? false,
  };
}
