// Access tokens are HS256 JWTs. The "encrypted access token" is the same token sealed with
// AES-256-GCM (ABP hands it out for links that cannot carry a header, e.g. a PDF download:
// `?enc_auth_token=`). Impersonation and linked-account switches are carried in the token so every
// request knows who really acts.
//
// Every token names its purpose. Access tokens say 'access' and `verify` accepts nothing else, so a
// one-time token (impersonation, account switch, e-mail link) that happens to carry userId/tenantId
// is never a bearer token; `verifyPurposeToken` in turn never accepts an access token.
import { SignJWT, jwtVerify } from 'jose';
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

/** The purpose claim of access tokens; every other purpose is a one-time or link token. */
export const ACCESS_PURPOSE = 'access';

export interface TokenClaims {
  userId: number;
  tenantId: number;
  /** The user's session generation when the token was issued; the identity domain's resolver refuses
   * the token once the user's generation moved on (password reset or change, deactivation, role change). */
  tokenVersion?: number;
  /** Set while a staff member acts as another user. */
  impersonatorUserId?: number | null;
  impersonatorTenantId?: number | null;
  /** Set while a user works in a linked account (the account they came from). */
  switchedFromUserId?: number | null;
  /** The generation of the impersonator's / switched-from user's sessions: revoking theirs ends this one too. */
  impersonatorTokenVersion?: number | null;
  switchedFromTokenVersion?: number | null;
  /** Expiry (seconds since the epoch), set by `verify`. */
  exp?: number;
}

export interface IssuedToken {
  accessToken: string;
  encryptedAccessToken: string;
  expireInSeconds: number;
}

export class TokenService {
  private readonly key: Uint8Array;
  private readonly aesKey: Buffer;
  private readonly macKey: Buffer;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
    this.aesKey = createHash('sha256').update(`enc:${secret}`).digest();
    this.macKey = createHash('sha256').update(`mac:${secret}`).digest();
  }

  async issue(claims: TokenClaims, expireInSeconds: number): Promise<IssuedToken> {
    const { exp: _ignored, ...rest } = claims;
    const accessToken = await new SignJWT({ ...rest, purpose: ACCESS_PURPOSE })
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
      const { payload } = await jwtVerify(token, this.key, {
        issuer: 'armatura',
        algorithms: ['HS256'],
      });
      if (payload.purpose !== ACCESS_PURPOSE) return null;
      if (typeof payload.userId !== 'number' || typeof payload.tenantId !== 'number') return null;
      return payload as unknown as TokenClaims;
    } catch {
      return null;
    }
  }

  /** Short-lived single-use tokens (impersonation, account switch, e-mail links) are signed the same way,
   * with their own purpose: valid only where that purpose is checked, never as an access token. */
  async issuePurposeToken(
    purpose: string,
    data: Record<string, unknown>,
    expireInSeconds: number,
  ): Promise<string> {
    if (!purpose || purpose === ACCESS_PURPOSE)
      throw new Error(`"${purpose}" is not a one-time token purpose`);
    return new SignJWT({ ...data, purpose })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setJti(randomBytes(12).toString('hex'))
      .setExpirationTime(Math.floor(Date.now() / 1000) + expireInSeconds)
      .setIssuer('armatura')
      .sign(this.key);
  }

  async verifyPurposeToken<T extends Record<string, unknown>>(
    purpose: string,
    token: string,
  ): Promise<(T & { jti: string }) | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: 'armatura',
        algorithms: ['HS256'],
      });
      if (purpose === ACCESS_PURPOSE) return null;
      return payload.purpose === purpose && payload.jti
        ? (payload as unknown as T & { jti: string })
        : null;
    } catch {
      return null;
    }
  }

  /**
   * A keyed hash (HMAC-SHA-256) for one-time secrets that are verified but never read back (reset
   * codes): a plain hash of a six-digit code is reversed by trying a million values, a keyed one
   * needs the server's key as well.
   */
  mac(purpose: string, text: string): string {
    return createHmac('sha256', this.macKey).update(`${purpose}\0${text}`).digest('hex');
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
