import type { RequestContext } from './engine/types.js';

/** Rules-bypassing context: `Authorization: Bearer owner`, and internal callers. */
export const OWNER: RequestContext = { privileged: true, auth: null };
const ANONYMOUS: RequestContext = { privileged: false, auth: null };

/**
 * Reads `Authorization: Bearer <token>` into a request context. Auth-emulator ID tokens are
 * unsigned JWTs (`alg: none`), so the claims are decoded without verification, as the official
 * emulators do. A token that is not a JWT gives an anonymous context rather than an error.
 */
export function contextFromAuthorization(header: string | string[] | undefined): RequestContext {
  const value = Array.isArray(header) ? header[0] : header;
  const token = value?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  if (!token) return ANONYMOUS;
  if (token === 'owner') return OWNER;
  const claims = decodeJwtClaims(token);
  const uid = claims?.user_id ?? claims?.sub;
  if (!claims || typeof uid !== 'string') return ANONYMOUS;
  return { privileged: false, auth: { uid, token: claims } };
}

function decodeJwtClaims(token: string): Record<string, unknown> | undefined {
  const parts = token.split('.');
  if (parts.length < 2) return undefined;
  try {
    const json = Buffer.from(parts[1], 'base64url').toString('utf8');
    const claims: unknown = JSON.parse(json);
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
