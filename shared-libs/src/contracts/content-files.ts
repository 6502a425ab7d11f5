// The file repository (content domain, `Files/*`, Pages.FileRepository): the one contract. Files
// live in folders (categories) and each has a stable public address to copy into pages and posts.
// Uploads are multipart forms (field `file`, repeated for UploadFiles; `categoryId` or a new folder's
// `categoryName`; `name`), checked by the server's upload policy. TypeBox only: browser-safe.
import { Type, type Static } from 'typebox';
import { Id, INT4_MAX, Nullable } from './schema-kit.js';

/** Largest file accepted, per file. */
export const FILE_MAX_BYTES = 20 * 1024 * 1024;
/** Most files in one UploadFiles request, and their largest total size. */
export const FILES_PER_UPLOAD = 10;
export const FILES_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
/** The extensions the repository accepts (the bytes decide the type; see the server's policy). */
export const FILE_EXTENSIONS = [
  'jpg',
  'png',
  'webp',
  'avif',
  'gif',
  'pdf',
  'docx',
  'xlsx',
  'pptx',
  'odt',
  'ods',
  'odp',
  'doc',
  'xls',
  'ppt',
  'txt',
  'csv',
] as const;
export const FILE_TYPES_MESSAGE =
  'Dozwolone są obrazy (JPEG, PNG, WebP, AVIF, GIF), PDF, dokumenty Office i OpenDocument (DOCX, XLSX, PPTX, DOC, XLS, PPT, ODT, ODS, ODP) oraz pliki TXT i CSV.';
export const FILE_NAME_MAX = 200;
export const FOLDER_NAME_MAX = 100;

/** A file or folder name: at least one visible character, no path separators. */
const NAME_PATTERN = '^[^/\\\\]*[^/\\\\\\s][^/\\\\]*$';
const FolderName = Type.String({ minLength: 1, maxLength: FOLDER_NAME_MAX, pattern: NAME_PATTERN });
const FileName = Type.String({ minLength: 1, maxLength: FILE_NAME_MAX, pattern: NAME_PATTERN });

export const FileCategorySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  fileCount: Type.Integer(),
});

export const RepositoryFileSchema = Type.Object({
  id: Type.Integer(),
  categoryId: Nullable(Type.Integer()),
  categoryName: Nullable(Type.String()),
  name: Type.String(),
  /** The stable public address (served with the upload policy's headers). */
  url: Type.String(),
  contentType: Type.String(),
  extension: Type.String(),
  size: Type.Integer(),
  /** A raster image: shown inline; anything else is downloaded. */
  isImage: Type.Boolean(),
  creationTime: Type.String(),
  lastModificationTime: Type.String(),
});

export const FILE_SORT_FIELDS = ['id', 'name', 'extension', 'size', 'creationTime'] as const;

/** GetAll query: a folder's files (none given: every file), page size 5 with 5/10/20. */
export const FileListQuerySchema = Type.Object({
  categoryId: Type.Optional(Id()),
  filter: Type.Optional(Type.String({ maxLength: 200 })),
  sorting: Type.Optional(Type.String({ maxLength: 100 })),
  maxResultCount: Type.Integer({ minimum: 1, maximum: 1000, default: 5 }),
  skipCount: Type.Integer({ minimum: 0, maximum: INT4_MAX, default: 0 }),
});
/** GetAll answer: a page of files and every folder with its file count. */
export const RepositoryFilePageSchema = Type.Object({
  totalCount: Type.Integer(),
  items: Type.Array(RepositoryFileSchema),
  categories: Type.Array(FileCategorySchema),
});

/** UploadFiles answer. */
export const UploadedFilesSchema = Type.Object({ items: Type.Array(RepositoryFileSchema) });

/**
 * Update body: rename (`name`) and/or move (`categoryId`, null = out of every folder, or
 * `categoryName`: into that folder, created when missing).
 */
export const FileUpdateSchema = Type.Object({
  id: Id(),
  name: Type.Optional(FileName),
  categoryId: Type.Optional(Nullable(Id())),
  categoryName: Type.Optional(FolderName),
});

/** Delete query: a file (`id`) or an empty folder (`categoryId`). */
export const FileDeleteQuerySchema = Type.Object({
  id: Type.Optional(Id()),
  Id: Type.Optional(Id()),
  categoryId: Type.Optional(Id()),
});

/** The public address's last segment: `<uuid>.<extension>` (block images and repository files). */
export const StoredFileParamsSchema = Type.Object({
  file: Type.String({ maxLength: 50, pattern: '^[0-9a-f-]{36}\\.[a-z0-9]{1,5}$' }),
});

export type FileCategory = Static<typeof FileCategorySchema>;
export type RepositoryFile = Static<typeof RepositoryFileSchema>;
export type FileListQuery = Static<typeof FileListQuerySchema>;
export type RepositoryFilePage = Static<typeof RepositoryFilePageSchema>;
export type UploadedFiles = Static<typeof UploadedFilesSchema>;
export type FileUpdate = Static<typeof FileUpdateSchema>;
export type FileDeleteQuery = Static<typeof FileDeleteQuerySchema>;
