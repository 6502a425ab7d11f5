// @vitest-environment happy-dom
// The shared-libs range check on fetched manifests: a release built against a range the shell's
// shared-libs does not satisfy is refused (and remembered for the fallback's message); a plain
// build without release metadata and a compatible release pass untouched.
import { describe, expect, it, vi } from 'vitest';
import { isCompatibleRelease, type RemoteRelease } from '@armatura/shared-libs/federation/release';
import { checkManifestRelease, IncompatibleRemoteError, isRefusedUrl } from './compatibility';
import { SHELL_SHARED_LIBS_VERSION, incompatibilityOf } from './release-check';
import sharedLibsPackage from '@armatura/shared-libs/package.json';

const release = (sharedLibs: string): RemoteRelease => ({
  version: '0.1.0-abc',
  commit: 'c0ffee',
  builtAt: '2026-01-01T00:00:00.000Z',
  sharedLibs,
});
const manifestResponse = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe('isCompatibleRelease', () => {
  it.each([
    ['0.1.0', '0.1.0', true],
    ['^0.1.0', '0.1.5', true],
    ['^0.1.0', '0.2.0', false],
    ['^1.0.0', '1.4.2', true],
    ['>=2', '1.9.9', false],
    ['not a range', '0.1.0', false],
  ])('%s with shared-libs %s → %s', (range, version, expected) => {
    expect(isCompatibleRelease(release(range), version)).toBe(expected);
  });
});

describe('checkManifestRelease', () => {
  it('knows the shell’s own shared-libs version from the package', () => {
    expect(SHELL_SHARED_LIBS_VERSION).toBe(sharedLibsPackage.version);
  });

  it('accepts a manifest without release metadata and a compatible release', async () => {
    const plain = manifestResponse({ name: 'mf_catalog' });
    expect(await checkManifestRelease('/remotes/mf-catalog/mf-manifest.json', plain)).toBe(plain);
    const fine = manifestResponse({
      armatura: { release: release(`^${SHELL_SHARED_LIBS_VERSION}`) },
    });
    await expect(checkManifestRelease('/r/ok/mf-manifest.json', fine)).resolves.toBe(fine);
    expect(isRefusedUrl('/r/ok/mf-manifest.json')).toBe(false);
  });

  it('refuses an incompatible release, logs why and remembers the URL', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const url = '/remotes/mf-admin-content/9.0.0-abc/mf-manifest.json';
    await expect(
      checkManifestRelease(url, manifestResponse({ armatura: { release: release('^9.0.0') } })),
    ).rejects.toBeInstanceOf(IncompatibleRemoteError);
    expect(error.mock.calls[0]?.[0]).toContain('needs @armatura/shared-libs ^9.0.0');
    expect(isRefusedUrl(url)).toBe(true);
    expect(isRefusedUrl(new URL(url, window.location.href).href)).toBe(true);
    expect(incompatibilityOf({ armatura: { release: { version: 1 } } })).toBe(
      'malformed armatura.release block',
    );
    error.mockRestore();
  });
});
