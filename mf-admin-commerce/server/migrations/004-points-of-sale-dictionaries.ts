import { sql, type Migration } from 'kysely';

// Points of sale get an e-mail, coordinates (WGS84, checked ranges; both or none) and opening hours
// per weekday (jsonb: seven {day, opens, closes}); the one-line `opening_hours` stays as the
// summary checkout and order snapshots show. Dictionaries: the tenant's labels of the system
// dictionaries' values (only overrides are stored: the values come from the contracts) and the
// values of the custom dictionaries (units of measure).
export const pointsOfSaleDictionaries: Migration = {
  async up(db) {
    await sql`alter table commerce.points_of_sale
      add column email text,
      add column latitude numeric(9,6) check (latitude between -90 and 90),
      add column longitude numeric(9,6) check (longitude between -180 and 180),
      add column opening_hours_by_day jsonb,
      add constraint points_of_sale_both_coordinates
        check ((latitude is null) = (longitude is null))`.execute(db);
    await sql`create table commerce.dictionary_entries (
      id serial primary key,
      tenant_id integer not null,
      type text not null,
      value text not null,
      label_pl text not null,
      label_en text not null,
      is_active boolean not null default true,
      is_system boolean not null default false,
      unique (tenant_id, type, value)
    )`.execute(db);
  },
};
