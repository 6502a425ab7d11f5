// Index settings and mapping (notes/search.md): Polish text without a stemmer = standard tokenizer +
// lowercase + asciifolding (ł → l); codes = keyword with a lowercase/asciifolding normalizer plus a
// `wildcard` sub-field for infix; `search_as_you_type` on the name for autocomplete.
import type { estypes } from '@elastic/elasticsearch';

export const INDEX_SETTINGS: estypes.IndicesIndexSettings = {
  number_of_shards: 1,
  analysis: {
    analyzer: {
      pl_text: { type: 'custom', tokenizer: 'standard', filter: ['lowercase', 'asciifolding'] },
    },
    normalizer: { code_norm: { type: 'custom', filter: ['lowercase', 'asciifolding'] } },
  },
};

const code: estypes.MappingProperty = {
  type: 'keyword',
  normalizer: 'code_norm',
  fields: { wc: { type: 'wildcard' } },
};
const num: estypes.MappingProperty = { type: 'double' };
const bool: estypes.MappingProperty = { type: 'boolean' };

export const INDEX_MAPPINGS: estypes.MappingTypeMapping = {
  dynamic: 'strict',
  properties: {
    id: { type: 'integer' },
    tenantId: { type: 'integer' },
    name: {
      type: 'text',
      analyzer: 'pl_text',
      fields: {
        raw: { type: 'keyword', normalizer: 'code_norm' },
        sayt: { type: 'search_as_you_type', analyzer: 'pl_text' },
      },
    },
    ean: code,
    code,
    catalogNumber: code,
    attrNames: { type: 'text', analyzer: 'pl_text' },
    attrValues: { type: 'text', analyzer: 'pl_text' },
    attributes: {
      type: 'nested',
      properties: {
        attrId: { type: 'integer' },
        attrName: { type: 'keyword' },
        attrValue: { type: 'keyword' },
      },
    },
    brandId: { type: 'integer' },
    brandName: { type: 'keyword' },
    brandSlug: { type: 'keyword' },
    categoryIds: { type: 'integer' },
    categriesIds: { type: 'integer' },
    valueNetto: num,
    valueBrutto: num,
    promotionValueNetto: num,
    promotionValueBrutto: num,
    publicBrutto: num,
    rate: num,
    currency: { type: 'keyword' },
    promotionCurrency: { type: 'keyword' },
    qtyAvailable: num,
    isActive: bool,
    isArchived: bool,
    isService: bool,
    isSale: bool,
    isNew: bool,
    isRecommended: bool,
    isPromotion: bool,
    modificationTime: { type: 'date' },
    weight: num,
    height: num,
    width: num,
    length: num,
  },
};
