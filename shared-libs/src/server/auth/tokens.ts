// Access tokens are HS256 JWTs. The "encrypted access token" is the same token sealed with
// AES-256-GCM (ABP hands it out for links that cannot carry a header, e.g. a PDF download:
// `?enc_auth_token=`). Impersonation and linked-account switches are carried in the token so every
// request knows who really acts.
import { SignJWT, jwtVerify } from 'jose';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export interface TokenClaims {
  userId: number;
  tenantId: number;
  /** Set while a staff member acts as another user. */
  impersonatorUserId?: number | null;
  impersonatorTenantId?: number | null;
  /** Set while a user works in a linked account (the account they came from). */
  switchedFromUserId?: number | null;
}

export interface IssuedToken { accessToken: string; encryptedAccessToken: string; expireInSeconds: number }

export class TokenService {
  private readonly key: Uint8Array;
  private readonly aesKey: Buffer;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
    this.aesKey = createHash('sha256').update(`enc:${secret}`).digest();
  }

  async issue(claims: TokenClaims, expireInSeconds: number): Promise<IssuedToken> {
    const accessToken = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + expireInSeconds)
      .setIssuer('armatura')
      .sign(this.key);
    return { accessToken, encryptedAccessToken: this.encrypt(accessToken), expireInSeconds };
  }

  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: 'armatura', algorithms: ['HS256'] });
      if (typeof payload.userId !== 'number' || typeof payload.tenantId !== 'number') return null;
      return payload as unknown as TokenClaims;
    } catch {
      return null;
    }
  }

  /** Short-lived single-use tokens (impersonation, account switch, e-mail links) are signed the same way. */
  async issuePurposeToken(purpose: string, data: Record<string, unknown>, expireInSeconds: number): Promise<string> {
    return new SignJWT({ ...data, purpose })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setJti(randomBytes(12).toString('hex'))
      .setExpirationTime(Math.floor(Date.now() / 1000) + expireInSeconds)
      .setIssuer('armatura')
      .sign(this.key);
  }

  async verifyPurposeToken<T extends Record<string, unknown>>(purpose: string, token: string): Promise<(T & { jti: string }) | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: 'armatura', algorithms: ['HS256'] });
      return payload.purpose === purpose && payload.jti ? (payload as unknown as T & { jti: string }) : null;
    } catch {
      return null;
    }
  }

  encrypt(text: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.aesKey, iv);
    const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  decrypt(sealed: string): string | null {
    try {
      const raw = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', this.aesKey, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
