import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { DriverError } from '../driver-error';

/**
 * Google sign-in: the ID token Google Identity Services hands the page, verified here: RS256 signature
 * by one of Google's published keys, issuer Google, audience our client id, not expired (jose checks exp
 * and nbf with a minute of tolerance). The e-mail counts only when Google says it is verified.
 * https://developers.google.com/identity/gsi/web/guides/verify-google-id-token
 */
export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
const CLOCK_TOLERANCE_S = 60;

export interface GoogleIdentity {
  sub: string;
  email: string | null;
  name: string | null;
  picture: string | null;
}

export interface GoogleVerifier {
  clientId: string;
  verify(idToken: string): Promise<GoogleIdentity>;
}

export interface GoogleVerifierOptions {
  clientId: string;
  /** Google's keys (fetched and cached from GOOGLE_JWKS_URL unless given, e.g. local keys in tests). */
  keys?: JWTVerifyGetKey;
  /** The moment to judge exp against (tests). */
  now?: () => Date;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

export function googleIdTokenVerifier({ clientId, keys, now }: GoogleVerifierOptions): GoogleVerifier {
  const keySet = keys ?? createRemoteJWKSet(new URL(GOOGLE_JWKS_URL));
  return {
    clientId,
    async verify(idToken) {
      try {
        const { payload } = await jwtVerify(idToken, keySet, {
          issuer: GOOGLE_ISSUERS,
          audience: clientId,
          algorithms: ['RS256'],
          requiredClaims: ['sub', 'exp', 'iat'],
          clockTolerance: CLOCK_TOLERANCE_S,
          ...(now ? { currentDate: now() } : {}),
        });
        const sub = text(payload.sub);
        if (!sub) throw new DriverError('rejected', 'Google ID token without a subject');
        return {
          sub,
          email: payload.email_verified === true ? text(payload.email)?.toLowerCase() ?? null : null,
          name: text(payload.name),
          picture: text(payload.picture),
        };
      } catch (error) {
        if (error instanceof DriverError) throw error;
        if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) {
          throw new DriverError('unavailable', "Google's keys could not be read", { cause: error });
        }
        throw new DriverError('rejected', `Google ID token refused: ${error.code}`, { cause: error });
      }
    },
  };
}
