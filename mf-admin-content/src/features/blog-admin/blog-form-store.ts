/**
 * The blog post form (add and edit): the contract's fields checked with its own schemas
 * (`Value.Errors` per field), draft or published (`isEdit`), meta title and description, and the
 * post's images (CreateImage / RemoveImage; a new post gets them after its first save).
 */
import { atom } from 'nanostores';
import { Value } from 'typebox/value';
import { BlogFields, type BlogImage, type BlogPostDetails } from '@armatura/shared-libs/contracts';
import { normalizeError } from '@armatura/shared-libs/http';
import { navigate } from '@armatura/shared-libs/routing';
import { notify } from '@armatura/shared-libs/ui';
import { adminPagesTexts } from '../texts/admin-pages-texts';
import { blogAdminApi } from './blog-admin-api';
import { localizeMessage } from '../texts/contract-messages';

export const BLOG_ADMIN_PATH = '/kokpit/konfiguracja/blog';

export interface BlogForm {
  categoryId: number | null;
  title: string;
  slug: string | null;
  lead: string;
  contentHtml: string;
  metaTitle: string | null;
  metaDescription: string | null;
  isEdit: boolean;
}
export type BlogField = keyof BlogForm;
export type BlogErrors = Partial<Record<BlogField, string>>;

const EMPTY: BlogForm = {
  categoryId: null,
  title: '',
  slug: null,
  lead: '',
  contentHtml: '',
  metaTitle: null,
  metaDescription: null,
  isEdit: true,
};

export interface BlogFormState {
  status: 'loading' | 'ready' | 'error' | 'saving';
  id: number | null;
  form: BlogForm;
  errors: BlogErrors;
  loadError: string | null;
  images: BlogImage[];
  uploading: boolean;
}
const initial = (id: number | null): BlogFormState => ({
  status: id ? 'loading' : 'ready',
  id,
  form: EMPTY,
  errors: {},
  loadError: null,
  images: [],
  uploading: false,
});
export const $blogForm = atom<BlogFormState>(initial(null));

export function validateBlog(form: BlogForm): BlogErrors {
  const t = adminPagesTexts.t;
  const errors: BlogErrors = {};
  for (const field of Object.keys(EMPTY) as BlogField[]) {
    const [first] = Value.Errors(BlogFields[field], form[field]);
    if (!first) continue;
    const value = form[field];
    if (typeof value === 'string' && value.trim() === '') errors[field] = t('required');
    else if (first.keyword === 'maxLength') errors[field] = t('tooLong');
    else if (first.keyword === 'minLength') errors[field] = t('tooShort');
    else errors[field] = t(field === 'slug' ? 'slugFormat' : 'badValue');
  }
  return errors;
}

function fromPost(post: BlogPostDetails): BlogForm {
  return {
    categoryId: post.categoryId,
    title: post.title,
    slug: post.slug,
    lead: post.lead,
    contentHtml: post.contentHtml,
    metaTitle: post.metaTitle || null,
    metaDescription: post.metaDescription || null,
    isEdit: post.isEdit,
  };
}

export async function openBlogForm(id: number | null): Promise<void> {
  $blogForm.set(initial(id));
  if (!id) return;
  try {
    const post = await blogAdminApi.get(id);
    if ($blogForm.get().id !== id) return;
    $blogForm.set({
      ...$blogForm.get(),
      status: 'ready',
      form: fromPost(post),
      images: post.images,
    });
  } catch (error) {
    $blogForm.set({
      ...$blogForm.get(),
      status: 'error',
      loadError: localizeMessage(normalizeError(error).message),
    });
  }
}

export function editBlog(patch: Partial<BlogForm>): void {
  const state = $blogForm.get();
  const errors = { ...state.errors };
  for (const key of Object.keys(patch) as BlogField[]) delete errors[key];
  $blogForm.set({ ...state, form: { ...state.form, ...patch }, errors });
}

/** Saves; a new post opens in edit mode (its images can be added then), an update goes back. */
export async function saveBlog(): Promise<void> {
  const state = $blogForm.get();
  const errors = validateBlog(state.form);
  if (Object.keys(errors).length > 0) {
    $blogForm.set({ ...state, errors });
    notify({ type: 'error', title: adminPagesTexts.t('fixErrors') });
    return;
  }
  $blogForm.set({ ...state, status: 'saving' });
  try {
    const saved = state.id
      ? await blogAdminApi.update({ id: state.id, ...state.form })
      : await blogAdminApi.create(state.form);
    $blogForm.set({ ...$blogForm.get(), status: 'ready' });
    notify({ type: 'success', title: adminPagesTexts.t('saved') });
    navigate(state.id ? BLOG_ADMIN_PATH : `${BLOG_ADMIN_PATH}/edytuj/${saved.id}`);
  } catch (error) {
    $blogForm.set({ ...$blogForm.get(), status: 'ready' });
    notify({ type: 'error', title: localizeMessage(normalizeError(error).message) });
  }
}

export async function addBlogImage(file: File): Promise<void> {
  const { id, form } = $blogForm.get();
  if (!id) return;
  $blogForm.set({ ...$blogForm.get(), uploading: true });
  try {
    const image = await blogAdminApi.addImage(id, file, form.title);
    $blogForm.set({ ...$blogForm.get(), images: [...$blogForm.get().images, image] });
  } catch (error) {
    notify({ type: 'error', title: localizeMessage(normalizeError(error).message) });
  } finally {
    $blogForm.set({ ...$blogForm.get(), uploading: false });
  }
}

export async function removeBlogImage(imageId: number): Promise<boolean> {
  try {
    await blogAdminApi.removeImage(imageId);
    const state = $blogForm.get();
    $blogForm.set({ ...state, images: state.images.filter((i) => i.id !== imageId) });
    return true;
  } catch (error) {
    notify({ type: 'error', title: localizeMessage(normalizeError(error).message) });
    return false;
  }
}
