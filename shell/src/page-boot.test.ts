// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPageBoot } from './page-boot';

const block = (text: string) =>
  `<script id="armatura-boot" type="application/json">${text}</script>`;

afterEach(() => {
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('readPageBoot', () => {
  it("reads the host's JSON block", () => {
    document.head.innerHTML = block('{"registry":{"remotes":{}},"session":null}');
    expect(readPageBoot()).toEqual({ registry: { remotes: {} }, session: null });
  });

  it('gives nothing when the page has no block or a broken one (the shell then asks)', () => {
    expect(readPageBoot()).toEqual({});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.head.innerHTML = block('{"registry":');
    expect(readPageBoot()).toEqual({});
    expect(error).toHaveBeenCalledOnce();
    document.head.innerHTML = block('42');
    expect(readPageBoot()).toEqual({});
  });
});
