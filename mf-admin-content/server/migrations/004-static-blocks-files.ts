import { sql, type Migration } from 'kysely';

// Static blocks (pages by slug, home hero and banners, footer and brand blocks) and the file
// repository (folders and uploaded files). Every row carries tenant_id and every query filters by it.
export const staticBlocksFiles: Migration = {
  async up(db) {
    await sql`create table content.static_blocks (
      id serial primary key,
      tenant_id integer not null,
      category text not null check (category in ('page', 'homeHero', 'homeBanner', 'footer', 'brand')),
      title text not null,
      slug text,
      lead text not null default '',
      content text not null default '',
      meta_description text not null default '',
      link_url text,
      link_text text not null default '',
      image_url text,
      image_alt text not null default '',
      brand_id integer,
      sort_order integer not null default 0,
      is_published boolean not null default false,
      creation_time timestamptz not null default now(),
      last_modification_time timestamptz not null default now()
    )`.execute(db);
    // A page's address is unique within its shop; blocks without a slug are not pages.
    await sql`create unique index static_blocks_slug on content.static_blocks (tenant_id, slug) where slug is not null`.execute(
      db,
    );
    await sql`create index static_blocks_category on content.static_blocks (tenant_id, category, is_published, sort_order)`.execute(
      db,
    );

    await sql`create table content.file_categories (
      id serial primary key,
      tenant_id integer not null,
      name text not null,
      creation_time timestamptz not null default now()
    )`.execute(db);
    await sql`create unique index file_categories_name on content.file_categories (tenant_id, lower(name))`.execute(
      db,
    );
    // A folder with files cannot be deleted (restrict): files are never removed as a side effect.
    await sql`create table content.files (
      id serial primary key,
      tenant_id integer not null,
      category_id integer references content.file_categories(id) on delete restrict,
      name text not null,
      stored_name text not null unique,
      content_type text not null,
      extension text not null,
      size integer not null,
      creation_time timestamptz not null default now(),
      last_modification_time timestamptz not null default now()
    )`.execute(db);
    await sql`create index files_tenant_category on content.files (tenant_id, category_id, id)`.execute(
      db,
    );
  },
};
