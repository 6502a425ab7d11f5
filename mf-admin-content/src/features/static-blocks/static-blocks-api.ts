// The back-office StaticBlocks calls, typed with the API's own contract (content-pages.ts).
import type {
  BlockImage,
  BrandOption,
  StaticBlock,
  StaticBlockCategoryOption,
  StaticBlockInput,
  StaticBlockListQuery,
  StaticBlockPage,
  StaticBlockUpdate,
} from '@armatura/shared-libs/contracts';
import { appUrl, del, get, post, put } from '@armatura/shared-libs/http';

const S = { silent: true } as const;

// Names the forms and stores use for the contract's types.
export type BlockListQuery = StaticBlockListQuery;
export type BlockCreate = StaticBlockInput;
export type BlockUpdate = StaticBlockUpdate;
const url = (method: string) => appUrl(`StaticBlocks/${method}`);

export const staticBlocksApi = {
  list: (query: BlockListQuery) => get<StaticBlockPage>(url('GetAll'), { ...query }, S),
  get: (id: number) => get<StaticBlock>(url('Get'), { id }, S),
  categories: () => get<StaticBlockCategoryOption[]>(url('GetStaticBlocksCategory'), {}, S),
  brands: () => get<BrandOption[]>(url('GetBrandList'), {}, S),
  create: (body: BlockCreate) => post<StaticBlock>(url('CreateStaticBlock'), body, S),
  update: (body: BlockUpdate) => put<StaticBlock>(url('UpdateStaticBlock'), body, S),
  remove: (id: number) => del<void>(url('Delete'), { id }, S),
  uploadImage: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return post<BlockImage>(url('UploadImage'), form, S);
  },
};
