/**
 * The static block form (add and edit): the fields as the contract names them, checked with the
 * API's own schema (`Value.Errors` per field) and `staticBlockProblems` (a page's address, a brand
 * block's brand), so the browser refuses what the server would, with Polish messages.
 */
import { atom } from 'nanostores';
import { Value } from 'typebox/value';
import {
  StaticBlockFields,
  staticBlockProblems,
  type BrandOption,
  type StaticBlock,
} from '@armatura/shared-libs/contracts';
import { normalizeError } from '@armatura/shared-libs/http';
import { navigate } from '@armatura/shared-libs/routing';
import { notify } from '@armatura/shared-libs/ui';
import { adminPagesTexts, type AdminPagesTextKey } from '../texts/admin-pages-texts';
import { staticBlocksApi, type BlockUpdate } from './static-blocks-api';
import { localizeMessage } from '../texts/contract-messages';

export type BlockForm = Omit<BlockUpdate, 'id'>;
export type BlockField = keyof BlockForm;
export type BlockErrors = Partial<Record<BlockField, string>>;
export const STATIC_BLOCK_LIST_PATH = '/kokpit/konfiguracja/bloki-statyczne';

export const EMPTY_BLOCK: BlockForm = {
  category: 'page',
  title: '',
  slug: null,
  lead: '',
  content: '',
  metaDescription: '',
  linkUrl: null,
  linkText: '',
  imageUrl: null,
  imageAlt: '',
  brandId: null,
  sortOrder: 0,
  isPublished: false,
};

export interface BlockFormState {
  status: 'loading' | 'ready' | 'error' | 'saving';
  id: number | null;
  form: BlockForm;
  errors: BlockErrors;
  loadError: string | null;
  uploading: boolean;
}
export const $blockForm = atom<BlockFormState>({
  status: 'ready',
  id: null,
  form: EMPTY_BLOCK,
  errors: {},
  loadError: null,
  uploading: false,
});
export const $brandOptions = atom<BrandOption[]>([]);

const FORMAT_MESSAGES: Partial<Record<BlockField, AdminPagesTextKey>> = {
  slug: 'slugFormat',
  linkUrl: 'linkFormat',
};

/** Field → message for everything the API would refuse. */
export function validateBlock(form: BlockForm): BlockErrors {
  const t = adminPagesTexts.t;
  const errors: BlockErrors = {};
  for (const [name, schema] of Object.entries(StaticBlockFields)) {
    const field = name as BlockField;
    const [first] = Value.Errors(schema, form[field]);
    if (!first) continue;
    const value = form[field];
    if (typeof value === 'string' && value.trim() === '') errors[field] = t('required');
    else if (first.keyword === 'maxLength') errors[field] = t('tooLong');
    else errors[field] = t(FORMAT_MESSAGES[field] ?? 'badValue');
  }
  for (const problem of staticBlockProblems(form))
    errors[problem.field] ??= localizeMessage(problem.message);
  return errors;
}

function fromBlock(block: StaticBlock): BlockForm {
  const { id: _id, brandName: _b, creationTime: _c, lastModificationTime: _m, ...form } = block;
  return form as BlockForm;
}

/** Opens the form: empty for /dodaj, loaded for /edytuj/:staticId; brands for the brand field. */
export async function openBlockForm(id: number | null): Promise<void> {
  $blockForm.set({
    status: id ? 'loading' : 'ready',
    id,
    form: EMPTY_BLOCK,
    errors: {},
    loadError: null,
    uploading: false,
  });
  void staticBlocksApi.brands().then($brandOptions.set, () => $brandOptions.set([]));
  if (!id) return;
  try {
    const block = await staticBlocksApi.get(id);
    if ($blockForm.get().id === id)
      $blockForm.set({ ...$blockForm.get(), status: 'ready', form: fromBlock(block) });
  } catch (error) {
    $blockForm.set({
      ...$blockForm.get(),
      status: 'error',
      loadError: localizeMessage(normalizeError(error).message),
    });
  }
}

export function editBlock(patch: Partial<BlockForm>): void {
  const state = $blockForm.get();
  const form = { ...state.form, ...patch };
  // A field fixed by the user loses its message at once; the others keep theirs until saving.
  const errors = { ...state.errors };
  for (const key of Object.keys(patch) as BlockField[]) delete errors[key];
  $blockForm.set({ ...state, form, errors });
}

export async function uploadBlockImage(file: File): Promise<void> {
  $blockForm.set({ ...$blockForm.get(), uploading: true });
  try {
    const { url } = await staticBlocksApi.uploadImage(file);
    editBlock({ imageUrl: url });
  } catch (error) {
    notify({ type: 'error', title: localizeMessage(normalizeError(error).message) });
  } finally {
    $blockForm.set({ ...$blockForm.get(), uploading: false });
  }
}

/** Saves (create or update); on success back to the list. */
export async function saveBlock(): Promise<boolean> {
  const state = $blockForm.get();
  const errors = validateBlock(state.form);
  if (Object.keys(errors).length > 0) {
    $blockForm.set({ ...state, errors });
    notify({ type: 'error', title: adminPagesTexts.t('fixErrors') });
    return false;
  }
  $blockForm.set({ ...state, status: 'saving' });
  try {
    if (state.id) await staticBlocksApi.update({ id: state.id, ...state.form });
    else await staticBlocksApi.create(state.form);
    $blockForm.set({ ...$blockForm.get(), status: 'ready' });
    notify({ type: 'success', title: adminPagesTexts.t('saved') });
    navigate(STATIC_BLOCK_LIST_PATH);
    return true;
  } catch (error) {
    const failure = normalizeError(error);
    $blockForm.set({ ...$blockForm.get(), status: 'ready' });
    notify({ type: 'error', title: localizeMessage(failure.message) });
    return false;
  }
}
