import type { Migrations } from '@armatura/shared-libs/server';
import { m001 } from './001-extensions.js';
import { m002 } from './002-catalog.js';
import { m003 } from './003-commercial.js';
import { m004 } from './004-search.js';
import { m005 } from './005-search-indexes.js';
import { m006 } from './006-listing-search.js';
import { m007 } from './007-search-documents.js';
import { m008 } from './008-search-postings.js';
import { m009 } from './009-search-posting-tiers.js';

// Ordered by key; each file is one migration of the catalog schema.
export const migrations: Migrations = {
  '001-extensions': m001,
  '002-catalog': m002,
  '003-commercial': m003,
  '004-search': m004,
  '005-search-indexes': m005,
  '006-listing-search': m006,
  '007-search-documents': m007,
  '008-search-postings': m008,
  '009-search-posting-tiers': m009,
};
