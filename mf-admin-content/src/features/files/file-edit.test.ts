import { describe, expect, it } from 'vitest';
import type { RepositoryFile } from '@armatura/shared-libs/contracts';
import { draftOf, FILE_EDIT_MESSAGES, fileEditErrors, fileUpdateBody } from './file-edit';

const file: RepositoryFile = {
  id: 7,
  categoryId: 3,
  categoryName: 'Cenniki',
  name: 'cennik.pdf',
  url: '/api/content/uploads/files/x.pdf',
  contentType: 'application/pdf',
  extension: 'pdf',
  size: 100,
  isImage: false,
  creationTime: '2026-01-01T10:00:00Z',
  lastModificationTime: '2026-01-01T10:00:00Z',
};

describe('file edit form', () => {
  it('refuses an empty name, a path in the name and a too long folder name', () => {
    expect(fileEditErrors({ ...draftOf(file), name: '  ' }).name).toBe(FILE_EDIT_MESSAGES.name);
    expect(fileEditErrors({ ...draftOf(file), name: 'a/b.pdf' }).name).toBe(
      FILE_EDIT_MESSAGES.name,
    );
    expect(fileEditErrors({ ...draftOf(file), newFolder: 'x'.repeat(101) }).newFolder).toBe(
      FILE_EDIT_MESSAGES.newFolder,
    );
    expect(fileEditErrors(draftOf(file))).toEqual({});
  });

  it('sends only what changed; a new folder wins over the chosen one', () => {
    expect(fileUpdateBody(file, draftOf(file))).toEqual({ id: 7 });
    expect(fileUpdateBody(file, { name: ' nowy.pdf ', categoryId: null, newFolder: '' })).toEqual({
      id: 7,
      name: 'nowy.pdf',
      categoryId: null,
    });
    expect(fileUpdateBody(file, { ...draftOf(file), categoryId: 1, newFolder: 'Nowe' })).toEqual({
      id: 7,
      categoryName: 'Nowe',
    });
  });
});
