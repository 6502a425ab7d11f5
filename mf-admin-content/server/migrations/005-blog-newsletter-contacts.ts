import { sql, type Migration } from 'kysely';

// The blog (categories, posts, their images), newsletter subscriptions and contact-form messages.
// Every row names its tenant; slugs are unique per tenant. Newsletter tokens are kept only as an
// HMAC (ctx.tokens.mac) of the token, which is itself derived from a random nonce with the platform
// key: the database alone never yields a value that confirms or cancels a subscription.
export const blogNewsletterContacts: Migration = {
  async up(db) {
    await sql`create table content.blog_categories (
      id serial primary key,
      tenant_id integer not null,
      name text not null,
      slug text not null,
      sort integer not null default 0,
      unique (tenant_id, slug)
    )`.execute(db);
    await sql`create table content.blog_posts (
      id serial primary key,
      tenant_id integer not null,
      category_id integer references content.blog_categories (id) on delete set null,
      title text not null,
      slug text not null,
      lead text not null default '',
      content_html text not null default '',
      meta_title text,
      meta_description text,
      is_edit boolean not null default true,
      published_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (tenant_id, slug)
    )`.execute(db);
    await sql`create index blog_posts_public on content.blog_posts (tenant_id, is_edit, published_at desc)`.execute(
      db,
    );
    await sql`create table content.blog_images (
      id serial primary key,
      tenant_id integer not null,
      blog_id integer not null references content.blog_posts (id) on delete cascade,
      url text not null,
      file_name text not null,
      alt text not null default '',
      sort integer not null default 0
    )`.execute(db);
    await sql`create index blog_images_post on content.blog_images (blog_id, sort)`.execute(db);

    await sql`create table content.newsletter_subscriptions (
      id serial primary key,
      tenant_id integer not null,
      email text not null,
      status text not null default 'pending',
      link_nonce text not null,
      token_mac text not null unique,
      last_mail_at timestamptz,
      created_at timestamptz not null default now(),
      confirmed_at timestamptz,
      unsubscribed_at timestamptz,
      unique (tenant_id, email)
    )`.execute(db);

    await sql`create table content.contacts (
      id serial primary key,
      tenant_id integer not null,
      name text not null,
      email text not null,
      phone text,
      subject text not null,
      message text not null,
      is_handled boolean not null default false,
      note text,
      source text not null default 'form',
      created_at timestamptz not null default now(),
      handled_at timestamptz
    )`.execute(db);
    await sql`create index contacts_tenant_created on content.contacts (tenant_id, created_at desc)`.execute(
      db,
    );
  },
};
