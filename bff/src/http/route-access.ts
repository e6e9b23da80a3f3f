import { type AccessUserType, IMPERSONATION_REFUSED_MESSAGE } from '@localpros/contracts';

/**
 * Who may call a route: anyone, any signed-in user, users of the listed types (an admin acting as
 * a user has that user's type), or a payment provider: no user, the body's signature checked by
 * billing (401 without a valid one).
 */
export type RouteRoles = 'public' | 'signed-in' | 'payment-provider' | readonly AccessUserType[];

export interface RouteAccess {
  roles: RouteRoles;
  /** Whose data the route reaches and who checks it; the route-matrix test calls it with others' ids. */
  ownership?: string;
  /**
   * An admin acting as a user may look and navigate ('allowed', the default) but not do what the
   * user could not undo or what speaks for the user ('refused'); 'required' routes exist only
   * while impersonating.
   */
  impersonation?: 'allowed' | 'refused' | 'required';
}

/** `METHOD /api/path` as Fastify spells the path (`:id` for parameters). */
export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /api/${string}`;

/** One message for the BFF's 403 and the services' PERMISSION_DENIED, so the web app shows one text. */
export const IMPERSONATION_REFUSED = IMPERSONATION_REFUSED_MESSAGE;
export const NOT_IMPERSONATING = 'You are not impersonating anyone';

/** Paths under /api that are not API operations: the OpenAPI document and its UI, public. */
export const unlistedApiPrefixes = ['/api/docs'] as const;
