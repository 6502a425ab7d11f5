import { describe, expect, it } from 'vitest';
import { FILE_MAX_BYTES } from '@armatura/shared-libs/contracts';
import { formatFileSize, uploadProblems } from './upload-check';

describe('uploadProblems', () => {
  it('accepts allowed files within the limits', () => {
    expect(
      uploadProblems([
        { name: 'Cennik.PDF', size: 1000 },
        { name: 'a.jpeg', size: 5 },
      ]),
    ).toEqual([]);
  });

  it('names a file of a type the repository refuses, in Polish', () => {
    const [problem] = uploadProblems([{ name: 'skrypt.exe', size: 10 }]);
    expect(problem).toMatch(/^Plik „skrypt\.exe” ma niedozwolony typ\. Dozwolone są obrazy/);
  });

  it('accepts an image the browser recognises even without a known extension', () => {
    expect(uploadProblems([{ name: 'zdjecie', size: 10, type: 'image/png' }])).toEqual([]);
  });

  it('refuses a file above the per-file limit, an empty file and too many files', () => {
    expect(uploadProblems([{ name: 'duzy.pdf', size: FILE_MAX_BYTES + 1 }])[0]).toBe(
      'Plik „duzy.pdf” jest za duży (20 MB, limit 20 MB).',
    );
    expect(uploadProblems([{ name: 'pusty.txt', size: 0 }])).toEqual([
      'Plik „pusty.txt” jest pusty.',
    ]);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `${i}.txt`, size: 1 }));
    expect(uploadProblems(eleven)).toContain('Można przesłać najwyżej 10 plików naraz.');
    expect(uploadProblems([])).toEqual(['Wybierz co najmniej jeden plik.']);
  });

  it('refuses a selection over the total limit', () => {
    const big = Array.from({ length: 3 }, (_, i) => ({ name: `${i}.pdf`, size: 19 * 1024 * 1024 }));
    expect(uploadProblems(big)).toEqual(['Pliki są razem za duże (limit 50 MB).']);
  });
});

describe('formatFileSize', () => {
  it('uses the Polish decimal comma', () => {
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(12)).toBe('12 B');
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3 MB');
  });
});
