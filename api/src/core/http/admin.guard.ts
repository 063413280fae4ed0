import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import {
  addPasskey,
  allows,
  enableTotp,
  type Endpoint,
  getTwoFactor,
  listPasskeys,
  problem,
  type Role,
  startPasskeyRegistration,
  startTotp,
} from '@waybill/shared';
import { ApiError } from './api-error.js';
import { apiKeyOf, bearerOf, KEY_AUTHENTICATOR, type KeyAuthenticator } from './api-key-caller.js';
import { LinkBase } from './link-base.js';
import { ROUTE_ENDPOINT } from './route.decorator.js';

/**
 * What a member may still reach while the owner requires a second factor they lack: setting one
 * up (TOTP or a passkey). Signing out and the graph are public.
 */
const SECOND_FACTOR_SETUP: ReadonlySet<Endpoint> = new Set([
  getTwoFactor,
  startTotp,
  enableTotp,
  listPasskeys,
  startPasskeyRegistration,
  addPasskey,
]);

/** The session's member as the serializer loads it (auth/session.serializer.ts). */
interface SessionMember {
  role?: Role;
  secondFactorMissing?: boolean;
}

/**
 * The member a public route may serve as staff (a parcel's full view, reviews to approve): none
 * while the owner requires a second factor they have not set up, as on the staff's own routes.
 */
export function staffMemberOf(request: Request): SessionMember | undefined {
  // A request made with an API key is the key's, even with a session cookie.
  if (apiKeyOf(request)) return undefined;
  if (!request.isAuthenticated?.() || !request.user) return undefined;
  const member = request.user as SessionMember;
  return member.secondFactorMissing ? undefined : member;
}

/**
 * The one global guard. Each route needs what its endpoint declares in the contract (`access`,
 * shared/src/roles.ts): nothing, a session (401 without), or a permission of the member's role
 * (403 auth.forbidden without); while the owner requires a second factor the member lacks, only its
 * set-up (403 twofactor.setup_required otherwise). A request with `Authorization: Bearer <key>` is
 * judged by its key alone (docs/api.md): the endpoint must name a key scope (`keyScope`) the key
 * holds. A route not served through @Route(endpoint)
 * has no endpoint and is refused: a mistake must close the door, not open it.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly linkBase: LinkBase,
    @Inject(KEY_AUTHENTICATOR) private readonly keys: KeyAuthenticator,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    // A HEAD reaches the GET's handler, so it needs what the GET needs.
    const endpoint = this.reflector.get<Endpoint | undefined>(ROUTE_ENDPOINT, context.getHandler());
    if (!endpoint) {
      throw new Error(`${request.method} ${request.path} is not an endpoint of the contract`);
    }
    const bearer = bearerOf(request);
    if (bearer !== undefined) {
      await this.keys.admit(
        bearer,
        endpoint,
        request,
        context.switchToHttp().getResponse<Response>(),
      );
      return true;
    }
    const { access } = endpoint;
    if (access === 'public') return true;
    const member = request.isAuthenticated?.() ? (request.user as SessionMember) : undefined;
    if (!member) throw ApiError.unauthorized(problem('auth.signed_out'));
    // Checked on every request (auth/session.serializer.ts): a policy turned on reaches sessions
    // already open, not only the next sign-in.
    if (member.secondFactorMissing && !SECOND_FACTOR_SETUP.has(endpoint)) {
      throw ApiError.forbidden(problem('twofactor.setup_required'));
    }
    // A signed-in member's request may show this server's own address for links in e-mail.
    this.linkBase.observe(request);
    if (!allows(member.role, access)) throw ApiError.forbidden(problem('auth.forbidden'));
    return true;
  }
}
