/**
 * The add/edit form model: strings as typed by the user, Polish validation (the server's rules:
 * admin-schemas.ts), and the conversion to the API's ProductEdit body.
 */
import { adminTexts, type AdminTextKey } from '../admin-texts/texts';
import type { ProductAttribute, ProductEdit, ProductInput } from './products-api';

export interface ProductForm {
  erpId: string; code: string; ean: string; catalogNumber: string; name: string; description: string;
  brandId: number | null; unit: string; rate: number; valueNetto: number; valueBrutto: number;
  promotionValueNetto: number; promotionValueBrutto: number; currency: string; promotionCurrency: string;
  qtyAvailable: number; isActive: boolean; isArchived: boolean; isSale: boolean; isNew: boolean; isRecommended: boolean;
  weight: number; height: number; width: number; length: number;
  categoryIds: string; relatedIds: string; similarIds: string; attributes: ProductAttribute[];
}
export type FormErrors = Partial<Record<keyof ProductForm, string>>;

export function emptyForm(erpId = ''): ProductForm {
  return {
    erpId, code: '', ean: '', catalogNumber: '', name: '', description: '', brandId: null, unit: 'szt', rate: 23,
    valueNetto: 0, valueBrutto: 0, promotionValueNetto: 0, promotionValueBrutto: 0, currency: 'PLN', promotionCurrency: 'PLN',
    qtyAvailable: 0, isActive: true, isArchived: false, isSale: false, isNew: false, isRecommended: false,
    weight: NaN, height: NaN, width: NaN, length: NaN, categoryIds: '', relatedIds: '', similarIds: '', attributes: [],
  };
}

const num = (value: number | null) => (value === null ? NaN : value);
export function toForm(p: ProductEdit): ProductForm {
  return {
    ...p, erpId: p.erpId ?? '', ean: p.ean ?? '', catalogNumber: p.catalogNumber ?? '', description: p.description ?? '',
    weight: num(p.weight), height: num(p.height), width: num(p.width), length: num(p.length),
    categoryIds: p.categoryIds.join(', '), relatedIds: p.relatedIds.join(', '), similarIds: p.similarIds.join(', '),
    attributes: p.attributes.map((a) => ({ ...a })),
  };
}

/** '1, 2,3' → [1, 2, 3]; anything else → null. */
export function parseIds(text: string): number[] | null {
  const parts = text.split(/[,\s]+/).filter(Boolean);
  return parts.every((part) => /^\d+$/.test(part) && Number(part) > 0) ? parts.map(Number) : null;
}

export function validate(form: ProductForm): FormErrors {
  const errors: FormErrors = {};
  const fail = (field: keyof ProductForm, key: AdminTextKey) => { errors[field] ??= adminTexts.t(key); };
  if (!form.code.trim()) fail('code', 'vRequired');
  if (form.code.trim().length > 50) fail('code', 'vCodeLength');
  if (!form.name.trim()) fail('name', 'vRequired');
  else if (form.name.trim().length < 2 || form.name.trim().length > 300) fail('name', 'vNameLength');
  if (form.ean.trim() && !/^\d{8,14}$/.test(form.ean.trim())) fail('ean', 'vEan');
  if (!form.unit.trim()) fail('unit', 'vRequired');
  if (Number.isNaN(form.rate) || form.rate < 0 || form.rate > 100) fail('rate', 'vRate');
  if (!/^[A-Za-z]{3}$/.test(form.currency.trim())) fail('currency', 'vCurrency');
  if (!/^[A-Za-z]{3}$/.test(form.promotionCurrency.trim())) fail('promotionCurrency', 'vCurrency');
  for (const field of ['categoryIds', 'relatedIds', 'similarIds'] as const) if (parseIds(form[field]) === null) fail(field, 'vIds');
  if (form.attributes.some((a) => !a.attrName.trim() || !a.attrValue.trim())) fail('attributes', 'vAttr');
  return errors;
}

const optional = (value: number) => (Number.isNaN(value) ? null : value);
const money = (value: number) => (Number.isNaN(value) ? 0 : value);
export function toInput(form: ProductForm): ProductInput {
  return {
    erpId: form.erpId.trim() || null, code: form.code.trim(), ean: form.ean.trim() || null, catalogNumber: form.catalogNumber.trim() || null,
    name: form.name.trim(), description: form.description, brandId: form.brandId, unit: form.unit.trim(), rate: form.rate,
    valueNetto: money(form.valueNetto), valueBrutto: money(form.valueBrutto), promotionValueNetto: money(form.promotionValueNetto),
    promotionValueBrutto: money(form.promotionValueBrutto), currency: form.currency.trim().toUpperCase(),
    promotionCurrency: form.promotionCurrency.trim().toUpperCase(), qtyAvailable: money(form.qtyAvailable),
    isActive: form.isActive, isArchived: form.isArchived, isSale: form.isSale, isNew: form.isNew, isRecommended: form.isRecommended,
    weight: optional(form.weight), height: optional(form.height), width: optional(form.width), length: optional(form.length),
    categoryIds: parseIds(form.categoryIds) ?? [], relatedIds: parseIds(form.relatedIds) ?? [], similarIds: parseIds(form.similarIds) ?? [],
    attributes: form.attributes.map((a) => ({ attrId: a.attrId ?? null, attrName: a.attrName.trim(), attrValue: a.attrValue.trim() })),
  };
}
