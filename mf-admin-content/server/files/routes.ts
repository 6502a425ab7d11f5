// The file repository (Pages.FileRepository): list with folders, upload of one or many files,
// rename and move, delete of a file or an empty folder; and the public, stable file addresses,
// served by the upload policy (nosniff, sandboxing CSP, download for anything but a raster image).
// Schemas: shared-libs/src/contracts/content-files.ts; SQL: repository.ts.
import type { FastifyInstance } from 'fastify';
import {
  Type,
  envelope,
  notFound,
  parseSorting,
  readUpload,
  sendUserFile,
  userError,
  validationError,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  FILE_MAX_BYTES,
  FILES_PER_UPLOAD,
  FILES_UPLOAD_MAX_BYTES,
  FileDeleteQuerySchema,
  FileListQuerySchema,
  FileUpdateSchema,
  RepositoryFilePageSchema,
  RepositoryFileSchema,
  StoredFileParamsSchema,
  UploadedFilesSchema,
} from '@armatura/shared-libs/contracts';
import type { ContentDb } from '../db/tables.js';
import { readUploadedFiles } from './read-files.js';
import {
  FILE_SORT_COLUMNS,
  deleteFile,
  deleteFolder,
  listCategories,
  listFiles,
} from './repository.js';
import { readStoredFile, removeStoredFiles } from './storage.js';
import { moveOrRename } from './update.js';
import { storeUploads } from './upload.js';

const F = '/api/services/app/Files';
const FILE_NOT_FOUND = 'Nie znaleziono pliku.';

export async function fileRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db: ContentDb = ctx.db;
  const config = { permission: 'Pages.FileRepository' };
  const tags = ['Files'];

  app.get(
    `${F}/GetAll`,
    {
      config,
      schema: {
        tags,
        querystring: FileListQuerySchema,
        response: { 200: envelope(RepositoryFilePageSchema) },
      },
    },
    async (req) => {
      const order = parseSorting(req.query.sorting, FILE_SORT_COLUMNS, ['f.id', 'desc']);
      const page = await listFiles(db, req.auth.tenantId, req.query, order);
      return { ...page, categories: await listCategories(db, req.auth.tenantId) };
    },
  );

  app.post(
    `${F}/UploadFile`,
    {
      config,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(RepositoryFileSchema) },
      },
    },
    async (req) => {
      const { fields, file } = await readUpload(req, {
        maxBytes: FILE_MAX_BYTES,
        fileField: 'file',
      });
      if (!file) throw userError('Dołącz plik (pole file).');
      const [stored] = await storeUploads(ctx, req.auth.tenantId, [file], fields);
      return stored!;
    },
  );

  app.post(
    `${F}/UploadFiles`,
    {
      config,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(UploadedFilesSchema) },
      },
    },
    async (req) => {
      const { fields, files } = await readUploadedFiles(req, {
        maxBytes: FILE_MAX_BYTES,
        maxFiles: FILES_PER_UPLOAD,
        maxTotalBytes: FILES_UPLOAD_MAX_BYTES,
      });
      if (files.length === 0) throw userError('Dołącz co najmniej jeden plik (pole file).');
      if ('name' in fields) throw userError('Nazwę nadaje się pojedynczemu plikowi (UploadFile).');
      return { items: await storeUploads(ctx, req.auth.tenantId, files, fields) };
    },
  );

  app.put(
    `${F}/Update`,
    {
      config,
      schema: { tags, body: FileUpdateSchema, response: { 200: envelope(RepositoryFileSchema) } },
    },
    async (req) => moveOrRename(db, req.auth.tenantId, req.body),
  );

  app.delete(
    `${F}/Delete`,
    {
      config,
      schema: {
        tags,
        querystring: FileDeleteQuerySchema,
        response: { 200: envelope(Type.Null()) },
      },
    },
    async (req) => {
      const fileId = req.query.id ?? req.query.Id;
      const { categoryId } = req.query;
      if ((fileId === undefined) === (categoryId === undefined))
        throw validationError('Podaj plik (id) albo folder (categoryId) do usunięcia.', [
          { message: 'Podaj id albo categoryId.', members: ['id', 'categoryId'] },
        ]);
      if (fileId !== undefined) {
        const storedName = await deleteFile(db, req.auth.tenantId, fileId);
        if (!storedName) throw notFound(FILE_NOT_FOUND);
        await removeStoredFiles(ctx, [storedName]);
        return null;
      }
      const outcome = await deleteFolder(db, req.auth.tenantId, categoryId!);
      if (outcome === 'missing') throw notFound('Nie znaleziono folderu.');
      if (outcome === 'notEmpty')
        throw userError('Folder nie jest pusty: przenieś lub usuń najpierw jego pliki.');
      return null;
    },
  );

  app.get(
    '/api/content/uploads/files/:file',
    { schema: { tags, params: StoredFileParamsSchema } },
    async (req, reply) => {
      const data = await readStoredFile(ctx, req.params.file);
      if (!data) throw notFound(FILE_NOT_FOUND);
      return sendUserFile(reply, data);
    },
  );
}
