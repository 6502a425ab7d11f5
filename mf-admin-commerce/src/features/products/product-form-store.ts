/**
 * The add/edit product screen: loads the product (edit) and the brands, keeps the form, validates,
 * saves (CreateProduct / UpdateProduct) and manages the images of a saved product.
 */
import { atom } from 'nanostores';
import { navigate } from '@armatura/shared-libs/routing';
import { roundTo } from '@armatura/shared-libs/format';
import { notify } from '@armatura/shared-libs/ui';
import { adminTexts } from '../admin-texts/texts';
import { errorMessage } from './errors';
import {
  emptyForm,
  toForm,
  toInput,
  validate,
  type FormErrors,
  type ProductForm,
} from './product-form';
import {
  productsApi,
  type Brand,
  type ProductAttribute,
  type ProductEdit,
  type ProductImage,
} from './products-api';

export const PRODUCT_LIST_PATH = '/kokpit/konfiguracja/produkty';
export interface FormStatus {
  phase: 'loading' | 'ready' | 'saving' | 'error';
  error: string | null;
}

export const $form = atom<ProductForm>(emptyForm());
export const $formErrors = atom<FormErrors>({});
export const $formStatus = atom<FormStatus>({ phase: 'loading', error: null });
export const $editedProduct = atom<ProductEdit | null>(null);
export const $brands = atom<Brand[]>([]);
export const $images = atom<ProductImage[]>([]);

/** '0' (or nothing) in /dodaj/:erpId means "no ERP id yet". */
export function erpIdFromRoute(raw: string | undefined): string {
  const value = decodeURIComponent(raw ?? '').trim();
  return value === '0' ? '' : value;
}

let opened = 0;
export async function openProductForm(productId: number | null, erpId = ''): Promise<void> {
  const mine = ++opened;
  $formStatus.set({ phase: 'loading', error: null });
  $formErrors.set({});
  $images.set([]);
  $editedProduct.set(null);
  try {
    const [brands, product, images] = await Promise.all([
      productsApi.brands(),
      productId ? productsApi.getForEdit(productId) : Promise.resolve(null),
      productId ? productsApi.images(productId) : Promise.resolve([]),
    ]);
    if (mine !== opened) return;
    $brands.set(brands);
    $editedProduct.set(product);
    $images.set(images);
    $form.set(product ? toForm(product) : emptyForm(erpId));
    $formStatus.set({ phase: 'ready', error: null });
  } catch (error) {
    if (mine === opened) $formStatus.set({ phase: 'error', error: errorMessage(error) });
  }
}

const gross = (net: number, rate: number) => roundTo(net * (1 + rate / 100), 2);
const net = (value: number, rate: number) => roundTo(value / (1 + rate / 100), 2);

/** Sets one field; a price keeps its net/gross partner in step with the VAT rate. */
export function setField<K extends keyof ProductForm>(field: K, value: ProductForm[K]): void {
  const next = { ...$form.get(), [field]: value };
  const rate = Number.isNaN(next.rate) ? 0 : next.rate;
  const v = value as number;
  if (field === 'valueNetto' && !Number.isNaN(v)) next.valueBrutto = gross(v, rate);
  if (field === 'valueBrutto' && !Number.isNaN(v)) next.valueNetto = net(v, rate);
  if (field === 'promotionValueNetto' && !Number.isNaN(v))
    next.promotionValueBrutto = gross(v, rate);
  if (field === 'promotionValueBrutto' && !Number.isNaN(v)) next.promotionValueNetto = net(v, rate);
  if (field === 'rate' && !Number.isNaN(v)) {
    next.valueBrutto = gross(next.valueNetto, rate);
    next.promotionValueBrutto = gross(next.promotionValueNetto, rate);
  }
  $form.set(next);
  if ($formErrors.get()[field]) $formErrors.set({ ...$formErrors.get(), [field]: undefined });
}

export function addAttribute(): void {
  setField('attributes', [...$form.get().attributes, { attrName: '', attrValue: '' }]);
}
export function updateAttribute(index: number, change: Partial<ProductAttribute>): void {
  setField(
    'attributes',
    $form.get().attributes.map((a, i) => (i === index ? { ...a, ...change } : a)),
  );
}
export function removeAttribute(index: number): void {
  setField(
    'attributes',
    $form.get().attributes.filter((_, i) => i !== index),
  );
}

/** Validates, saves and returns to the list with a success notice; false when it stayed. */
export async function saveProduct(): Promise<boolean> {
  const form = $form.get();
  const edited = $editedProduct.get();
  const errors = validate(form, edited?.id ?? null);
  $formErrors.set(errors);
  if (Object.keys(errors).length > 0) {
    notify({ type: 'error', title: adminTexts.t('vFix') });
    return false;
  }
  $formStatus.set({ phase: 'saving', error: null });
  try {
    const input = toInput(form);
    if (edited) await productsApi.update({ ...edited, ...input });
    else await productsApi.create(input);
    $formStatus.set({ phase: 'ready', error: null });
    notify({ type: 'success', title: adminTexts.t('formSaved') });
    navigate(PRODUCT_LIST_PATH);
    return true;
  } catch (error) {
    $formStatus.set({ phase: 'ready', error: errorMessage(error) });
    notify({ type: 'error', title: errorMessage(error) });
    return false;
  }
}

export async function addImage(file: File): Promise<void> {
  const product = $editedProduct.get();
  if (!product) return;
  try {
    const image = await productsApi.addImage(product.id, file, file.name);
    $images.set([...$images.get(), image]);
    notify({ type: 'success', title: adminTexts.t('imageAdded') });
  } catch (error) {
    notify({ type: 'error', title: errorMessage(error) });
  }
}

export async function removeImage(id: number): Promise<void> {
  try {
    await productsApi.removeImage(id);
    $images.set($images.get().filter((image) => image.id !== id));
    notify({ type: 'success', title: adminTexts.t('imageRemoved') });
  } catch (error) {
    notify({ type: 'error', title: errorMessage(error) });
  }
}
