// Passwords are hashed with argon2id (OWASP's first choice); parameters are the library defaults
// (m=19 MiB, t=2, p=1), which OWASP lists as a sound minimum.
import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2; // Algorithm.Argon2id (const enum in the typings)

export const hashPassword = (password: string) => hash(password, { algorithm: ARGON2ID });

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
