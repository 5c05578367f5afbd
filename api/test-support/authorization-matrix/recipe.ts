import type { MultipartPart } from '../multipart';
import type { AuthTestWorld } from '../auth-world';
import type { MatrixIds } from './world';
import type { Actor } from './routes';

/**
 * How the matrix calls one route with a valid request, so that a caller the rule lets through gets past
 * validation to the handler's own authorization and on to a 2xx.
 */
export interface MatrixContext {
  t: AuthTestWorld;
  ids: MatrixIds;
  /** A JSON call as staff (to make what a call consumes, e.g. a stage to delete). */
  asStaff(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<{ statusCode: number; json(): unknown }>;
  /** A name or slug no earlier call used. */
  unique(prefix: string): string;
}

export interface Call {
  ctx: MatrixContext;
  actor: Actor;
  /** The caller's user id (0 for a guest). */
  userId: number;
}

export interface Recipe {
  /** Path parameters by name (the rest are filled from the record the path names). */
  params?: (call: Call) => Record<string, string | number> | Promise<Record<string, string | number>>;
  /** A JSON body; or multipart parts (uploads). */
  json?: (call: Call) => Record<string, unknown> | Promise<Record<string, unknown>>;
  multipart?: (call: Call) => MultipartPart[];
  /** Answers an allowed caller may get that are past authorization (status and code), each with its reason. */
  business?: readonly { status: number; code: string; reason: string }[];
  /** Puts back what an allowed call changed, after each call. */
  reset?: (ctx: MatrixContext) => Promise<void>;
}

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
