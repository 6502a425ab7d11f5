/**
 * The add/edit form model: strings as typed by the user, validation against the API's own contract
 * (ProductInputSchema / ProductUpdateSchema from shared-libs/src/contracts/catalog-admin.ts, the
 * schemas the server validates with) with Polish field messages, and the conversion to the API body.
 */
import { Value } from 'typebox/value';
import { ProductInputSchema, ProductUpdateSchema } from '@armatura/shared-libs/contracts';
import { adminTexts, type AdminTextKey } from '../admin-texts/texts';
import type { ProductAttribute, ProductEdit, ProductInput } from './products-api';

export interface ProductForm {
  erpId: string;
  code: string;
  ean: string;
  catalogNumber: string;
  name: string;
  description: string;
  brandId: number | null;
  unit: string;
  rate: number;
  valueNetto: number;
  valueBrutto: number;
  promotionValueNetto: number;
  promotionValueBrutto: number;
  currency: string;
  promotionCurrency: string;
  qtyAvailable: number;
  isActive: boolean;
  isArchived: boolean;
  isSale: boolean;
  isNew: boolean;
  isRecommended: boolean;
  weight: number;
  height: number;
  width: number;
  length: number;
  categoryIds: string;
  relatedIds: string;
  similarIds: string;
  attributes: ProductAttribute[];
}
export type FormErrors = Partial<Record<keyof ProductForm, string>>;

export function emptyForm(erpId = ''): ProductForm {
  return {
    erpId,
    code: '',
    ean: '',
    catalogNumber: '',
    name: '',
    description: '',
    brandId: null,
    unit: 'szt',
    rate: 23,
    valueNetto: 0,
    valueBrutto: 0,
    promotionValueNetto: 0,
    promotionValueBrutto: 0,
    currency: 'PLN',
    promotionCurrency: 'PLN',
    qtyAvailable: 0,
    isActive: true,
    isArchived: false,
    isSale: false,
    isNew: false,
    isRecommended: false,
    weight: NaN,
    height: NaN,
    width: NaN,
    length: NaN,
    categoryIds: '',
    relatedIds: '',
    similarIds: '',
    attributes: [],
  };
}

const num = (value: number | null) => (value === null ? NaN : value);
export function toForm(p: ProductEdit): ProductForm {
  return {
    ...p,
    erpId: p.erpId ?? '',
    ean: p.ean ?? '',
    catalogNumber: p.catalogNumber ?? '',
    description: p.description ?? '',
    weight: num(p.weight),
    height: num(p.height),
    width: num(p.width),
    length: num(p.length),
    categoryIds: p.categoryIds.join(', '),
    relatedIds: p.relatedIds.join(', '),
    similarIds: p.similarIds.join(', '),
    attributes: p.attributes.map((a) => ({ ...a })),
  };
}

/** '1, 2,3' → [1, 2, 3]; anything else → null. */
export function parseIds(text: string): number[] | null {
  const parts = text.split(/[,\s]+/).filter(Boolean);
  return parts.every((part) => /^\d+$/.test(part) && Number(part) > 0) ? parts.map(Number) : null;
}

/** '1, x, 0' → [1, NaN, 0]: a bad token stays in the body, so the schema names the list. */
function idsAsTyped(text: string): number[] {
  return text
    .split(/[,\s]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : NaN));
}

type ErrorLike = { keyword: string; params: Record<string, unknown> };
const isEmpty = (form: ProductForm, field: keyof ProductForm) =>
  typeof form[field] === 'string' && !(form[field] as string).trim();

/** The Polish message of a field (the texts the form showed before it used the contract). */
function messageFor(form: ProductForm, field: keyof ProductForm, error: ErrorLike): string {
  const t = (key: AdminTextKey) => adminTexts.t(key, { limit: String(error.params.limit ?? '') });
  if ((field === 'code' || field === 'name' || field === 'unit') && isEmpty(form, field))
    return t('vRequired');
  switch (field) {
    case 'code':
      return t(error.keyword === 'maxLength' ? 'vCodeLength' : 'vInvalid');
    case 'name':
      return t('vNameLength');
    case 'ean':
      return t('vEan');
    case 'rate':
      return t('vRate');
    case 'currency':
    case 'promotionCurrency':
      return t('vCurrency');
    case 'categoryIds':
    case 'relatedIds':
    case 'similarIds':
      return t(error.keyword === 'maxItems' ? 'vMaxItems' : 'vIds');
    case 'attributes':
      return t(error.keyword === 'maxItems' ? 'vMaxItems' : 'vAttr');
  }
  if (error.keyword === 'maxLength') return t('vMaxLength');
  if (
    ['type', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'].includes(error.keyword)
  )
    return t('vRange');
  return t('vInvalid');
}

/**
 * Field → Polish message for everything the API would refuse: the form's body is checked with the
 * contract's schema (create, or update when `editedId` is given). Each top field is checked with its
 * own property schema, because Value.Errors stops after 8 errors (typebox's global maxErrors, which
 * the remote leaves alone) and a union alone (ean) reports 4; the form needs one message per field.
 */
export function validate(form: ProductForm, editedId: number | null = null): FormErrors {
  const schema = editedId === null ? ProductInputSchema : ProductUpdateSchema;
  const body: Record<string, unknown> = {
    ...bodyOf(form, idsAsTyped),
    ...(editedId === null ? {} : { id: editedId }),
  };
  const errors: FormErrors = {};
  for (const [field, property] of Object.entries(schema.properties)) {
    const [first] = Value.Errors(property, body[field]);
    if (first && field in form)
      errors[field as keyof ProductForm] = messageFor(
        form,
        field as keyof ProductForm,
        first as ErrorLike,
      );
  }
  return errors;
}

const optional = (value: number) => (Number.isNaN(value) ? null : value);
const money = (value: number) => (Number.isNaN(value) ? 0 : value);
/** The API body for a valid form (a malformed id list, which validate refuses, becomes []). */
export function toInput(form: ProductForm): ProductInput {
  return bodyOf(form, (text) => parseIds(text) ?? []);
}

function bodyOf(form: ProductForm, ids: (text: string) => number[]): ProductInput {
  return {
    erpId: form.erpId.trim() || null,
    code: form.code.trim(),
    ean: form.ean.trim() || null,
    catalogNumber: form.catalogNumber.trim() || null,
    name: form.name.trim(),
    description: form.description,
    brandId: form.brandId,
    unit: form.unit.trim(),
    rate: form.rate,
    valueNetto: money(form.valueNetto),
    valueBrutto: money(form.valueBrutto),
    promotionValueNetto: money(form.promotionValueNetto),
    promotionValueBrutto: money(form.promotionValueBrutto),
    currency: form.currency.trim().toUpperCase(),
    promotionCurrency: form.promotionCurrency.trim().toUpperCase(),
    qtyAvailable: money(form.qtyAvailable),
    isActive: form.isActive,
    isArchived: form.isArchived,
    isSale: form.isSale,
    isNew: form.isNew,
    isRecommended: form.isRecommended,
    weight: optional(form.weight),
    height: optional(form.height),
    width: optional(form.width),
    length: optional(form.length),
    categoryIds: ids(form.categoryIds),
    relatedIds: ids(form.relatedIds),
    similarIds: ids(form.similarIds),
    attributes: form.attributes.map((a) => ({
      attrId: a.attrId ?? null,
      attrName: a.attrName.trim(),
      attrValue: a.attrValue.trim(),
    })),
  };
}
