// The shell refuses a remote released against a shared-libs range its own copy does not satisfy
// (its manifest's `armatura.release.sharedLibs`): two copies of the session store or the UI kit
// in one page break quietly, a refusal shows the remote's fallback with the reason instead. The
// check runs on the manifest the federation runtime fetches (bounded-loading-plugin.ts), so it
// covers every source of the URL: registry, release, developer override. A manifest without a
// release block (a plain `npm run build` or a dev server) is accepted.
const refusedUrls = new Map<string, string>();

const absolute = (url: string) => new URL(url, window.location.href).href;

export class IncompatibleRemoteError extends Error {
  override name = 'IncompatibleRemoteError';
}

/** Passes a manifest response through, or throws when the release it describes is refused. */
export async function checkManifestRelease(url: string, res: Response): Promise<Response> {
  const manifest = (await res.clone().json()) as { armatura?: { release?: unknown } } | null;
  if (!manifest?.armatura?.release) return res;
  // semver and the shell's shared-libs version only load for released remotes (not on first load).
  const { incompatibilityOf } = await import('./release-check');
  const reason = incompatibilityOf(manifest);
  if (!reason) {
    refusedUrls.delete(absolute(url));
    return res;
  }
  refusedUrls.set(absolute(url), reason);
  console.error(`[shell] remote ${url} refused: ${reason}`);
  throw new IncompatibleRemoteError(reason);
}

/** Whether the manifest at `url` was refused (the fallback then says why). */
export function isRefusedUrl(url: string | undefined): boolean {
  return url !== undefined && refusedUrls.has(absolute(url));
}
