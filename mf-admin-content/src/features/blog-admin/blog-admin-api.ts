// The back-office Blog calls, typed with the API's own contract (content-blog.ts).
import type {
  BlogCategory,
  BlogCreate,
  BlogImage,
  BlogListQuery,
  BlogPage,
  BlogPostDetails,
  BlogUpdate,
} from '@armatura/shared-libs/contracts';
import { appUrl, del, get, post, put } from '@armatura/shared-libs/http';

const S = { silent: true } as const;
const url = (method: string) => appUrl(`Blog/${method}`);

export const blogAdminApi = {
  list: (query: BlogListQuery) => get<BlogPage>(url('GetAll'), { ...query }, S),
  get: (id: number) => get<BlogPostDetails>(url('Get'), { id }, S),
  categories: () => get<BlogCategory[]>(url('GetCategories'), {}, S),
  create: (body: BlogCreate) => post<BlogPostDetails>(url('Create'), body, S),
  update: (body: BlogUpdate) => put<BlogPostDetails>(url('Update'), body, S),
  remove: (id: number) => del<void>(url('Delete'), { id }, S),
  images: (blogId: number) => get<BlogImage[]>(url('GetImages'), { blogId }, S),
  addImage: (blogId: number, file: File, alt: string) => {
    const form = new FormData();
    form.append('blogId', String(blogId));
    form.append('alt', alt);
    form.append('file', file);
    return post<BlogImage>(url('CreateImage'), form, S);
  },
  removeImage: (id: number) => del<void>(url('RemoveImage'), { id }, S),
};
