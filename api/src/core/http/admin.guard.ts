import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { allows, problem, type Role } from '@waybill/shared';
import { ApiError } from './api-error.js';
import { LinkBase } from './link-base.js';
import { IS_PUBLIC } from './public.decorator.js';
import { accessOf } from './route-access.js';

/**
 * The one global guard. Each route needs what its endpoint declares in the contract (`access`,
 * shared/src/roles.ts): nothing, a session (401 without), or a permission of the member's role
 * (403 auth.forbidden without). A route the contract does not describe, or whose @Public() mark
 * disagrees with it, is refused: a mistake must close the door, not open it.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly linkBase: LinkBase,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    const route = (request.route as { path?: unknown } | undefined)?.path;
    // Express answers HEAD with the GET route: it needs what the GET needs.
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const access = typeof route === 'string' ? accessOf(method, route) : undefined;
    const markedPublic =
      this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
        context.getHandler(),
        context.getClass(),
      ]) === true;
    if (access === undefined || markedPublic !== (access === 'public')) {
      throw new Error(`${request.method} ${String(route)} has no access declared in the contract`);
    }
    if (access === 'public') return true;
    const member = request.isAuthenticated?.() ? (request.user as { role?: Role }) : undefined;
    if (!member) throw ApiError.unauthorized(problem('auth.signed_out'));
    // A signed-in member's request may show this server's own address for links in e-mail.
    this.linkBase.observe(request);
    if (!allows(member.role, access)) throw ApiError.forbidden(problem('auth.forbidden'));
    return true;
  }
}
