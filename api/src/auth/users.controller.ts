import { Controller, Req, Res } from '@nestjs/common';
import { signOutUser } from '@waybill/shared';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { reply } from '../core/http/api-error.js';
import { Route } from '../core/http/route.decorator.js';
import { endSession } from './admins.controller.js';

/**
 * The user sign-out call of docs/product.md §6.4; there are no user accounts, so it only ends the
 * session.
 */
@ApiTags('user auth')
@Controller()
export class UsersController {
  @Route(signOutUser)
  async signout(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    await endSession(request, response);
    return reply(null, 'Signed out');
  }
}
