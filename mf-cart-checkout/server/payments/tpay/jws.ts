// Verifies Tpay's notification signature: `X-JWS-Signature` is a detached JWS
// (base64url(header)..base64url(signature)) over the raw request body. The header's `x5u` names the
// signing certificate; it must come from the host of the configured root certificate, be issued and
// signed by that root and be valid now; then the signature is checked with `jose`.
import { X509Certificate } from 'node:crypto';
import { flattenedVerify, importX509 } from 'jose';

type Fetch = typeof fetch;
const certCache = new Map<string, { pem: string; at: number }>();
const CACHE_MS = 60 * 60 * 1000;

async function fetchPem(url: string, fetchImpl: Fetch): Promise<string> {
  const hit = certCache.get(url);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.pem;
  const res = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`certificate ${url}: HTTP ${res.status}`);
  const pem = await res.text();
  certCache.set(url, { pem, at: Date.now() });
  return pem;
}

export interface JwsCheck {
  valid: boolean;
  reason: string | null;
}

export async function verifyTpayJws(
  signature: string | undefined,
  rawBody: string,
  rootCertificateUrl: string,
  fetchImpl: Fetch = fetch,
): Promise<JwsCheck> {
  if (!signature) return { valid: false, reason: 'missing X-JWS-Signature' };
  const [protectedHeader = '', payload, sig = ''] = signature.split('.');
  if (payload !== '' || !protectedHeader || !sig)
    return { valid: false, reason: 'not a detached JWS' };
  try {
    const header = JSON.parse(Buffer.from(protectedHeader, 'base64url').toString('utf8')) as {
      alg?: string;
      x5u?: string;
    };
    const x5u = header.x5u ?? '';
    if (!x5u || new URL(x5u).origin !== new URL(rootCertificateUrl).origin)
      return { valid: false, reason: `untrusted x5u ${x5u}` };
    const [signingPem, rootPem] = await Promise.all([
      fetchPem(x5u, fetchImpl),
      fetchPem(rootCertificateUrl, fetchImpl),
    ]);
    const signing = new X509Certificate(signingPem);
    const root = new X509Certificate(rootPem);
    if (!signing.checkIssued(root) || !signing.verify(root.publicKey))
      return { valid: false, reason: 'certificate not issued by the Tpay root' };
    const now = Date.now();
    if (now < Date.parse(signing.validFrom) || now > Date.parse(signing.validTo))
      return { valid: false, reason: 'certificate expired' };
    const alg = header.alg ?? 'RS256';
    const key = await importX509(signingPem, alg);
    await flattenedVerify(
      {
        protected: protectedHeader,
        payload: Buffer.from(rawBody, 'utf8').toString('base64url'),
        signature: sig,
      },
      key,
      { algorithms: ['RS256', 'RS384', 'RS512', 'PS256', 'ES256'] },
    );
    return { valid: true, reason: null };
  } catch (err) {
    return { valid: false, reason: (err as Error).message };
  }
}
