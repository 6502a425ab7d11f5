/**
 * The point-of-sale screens' logic: the list (5 a page, 5/10/20 offered, back-office.md §9; inactive
 * points included), delete, and the add/edit form: load (an unknown id is "not found", no retry),
 * edit fields, save checked with the contract first, then back to the list.
 */
import { atom } from 'nanostores';
import type { PointOfSale, PointOfSaleSortField } from '@armatura/shared-libs/contracts';
import { PAGE_SIZES } from '@armatura/shared-libs/constants';
import { normalizeError } from '@armatura/shared-libs/http';
import { notify } from '@armatura/shared-libs/notices';
import { navigate } from '@armatura/shared-libs/routing';
import { createPagedList } from '../delivery/paged-list';
import { pointsApi } from './points-api';
import {
  emptyPointForm,
  formOf,
  toPointInput,
  validatePoint,
  type FormErrors,
  type PointForm,
} from './point-form';
import { pointTexts } from './texts/texts';
import { localizeMessage } from '../contract-messages/contract-messages';

export const POINT_PAGE_SIZES = PAGE_SIZES.otherAdmin;
export const POINTS_LIST_PATH = '/kokpit/konfiguracja/punkty-sprzedazy';
export const POINT_ADD_PATH = '/kokpit/konfiguracja/punkty_sprzedazy/dodaj';
export const pointEditPath = (id: number) => `/kokpit/konfiguracja/punkty_sprzedazy/edytuj/${id}`;

export const pointList = createPagedList<PointOfSale, PointOfSaleSortField>(
  {
    page: 1,
    pageSize: POINT_PAGE_SIZES.size,
    filter: '',
    sort: { column: 'city', direction: 'ascending' },
  },
  pointsApi.list,
);

/** Deletes one point; the server's message when it refused, else null. */
export async function deletePoint(p: PointOfSale): Promise<string | null> {
  try {
    await pointsApi.remove(p.id);
    notify({ type: 'success', title: pointTexts.t('deleted', { name: p.name }) });
    await pointList.reloadAfterChange();
    return null;
  } catch (error) {
    return localizeMessage(normalizeError(error).message);
  }
}

export interface PointFormState {
  phase: 'loading' | 'ready' | 'saving' | 'notFound' | 'error';
  id: number | null;
  form: PointForm;
  errors: FormErrors;
  /** A load failure or the server's refusal, shown above the buttons. */
  message: string | null;
}
export const $pointForm = atom<PointFormState>({
  phase: 'loading',
  id: null,
  form: emptyPointForm(),
  errors: {},
  message: null,
});

let opened = 0;
/** Opens the form empty (id null) or with the saved point; only the latest opening counts. */
export async function openPointForm(id: number | null): Promise<void> {
  const mine = ++opened;
  const base = { id, form: emptyPointForm(), errors: {}, message: null };
  if (id === null) return $pointForm.set({ ...base, phase: 'ready' });
  $pointForm.set({ ...base, phase: 'loading' });
  try {
    const point = await pointsApi.get(id);
    if (mine === opened) $pointForm.set({ ...base, phase: 'ready', form: formOf(point) });
  } catch (error) {
    if (mine !== opened) return;
    const failure = normalizeError(error);
    const phase = failure.status === 404 ? 'notFound' : 'error';
    $pointForm.set({ ...base, phase, message: localizeMessage(failure.message) });
  }
}

/** Changes some fields; their old messages go (the rest stay until the next save). */
export function editPoint(
  change: Partial<PointForm>,
  touched: string[] = Object.keys(change),
): void {
  const state = $pointForm.get();
  const errors = { ...state.errors };
  for (const key of touched) delete errors[key];
  $pointForm.set({ ...state, form: { ...state.form, ...change }, errors });
}

/** Saves (create or update); true when saved and on the way back to the list. */
export async function savePoint(): Promise<boolean> {
  const state = $pointForm.get();
  const errors = validatePoint(state.form);
  if (Object.keys(errors).length) {
    $pointForm.set({ ...state, errors, message: pointTexts.t('fixErrors') });
    return false;
  }
  $pointForm.set({ ...state, phase: 'saving', errors: {}, message: null });
  try {
    const body = toPointInput(state.form);
    await (state.id === null
      ? pointsApi.create(body)
      : pointsApi.update({ id: state.id, ...body }));
    notify({ type: 'success', title: pointTexts.t('saved') });
    $pointForm.set({ ...$pointForm.get(), phase: 'ready' });
    navigate(POINTS_LIST_PATH);
    return true;
  } catch (error) {
    const failure = normalizeError(error);
    const serverErrors: FormErrors = {};
    for (const v of failure.validationErrors)
      for (const m of v.members) serverErrors[m] ??= localizeMessage(v.message);
    $pointForm.set({
      ...$pointForm.get(),
      phase: 'ready',
      errors: serverErrors,
      message: localizeMessage(failure.message),
    });
    return false;
  }
}
