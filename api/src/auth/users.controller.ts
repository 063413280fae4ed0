import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { reply } from '../core/http/api-error.js';
import { Public } from '../core/http/public.decorator.js';
import { endSession } from './admins.controller.js';

/**
 * The user sign-out call of docs/product.md §6.4; there are no user accounts, so it only ends the
 * session.
 */
@ApiTags('user auth')
@Controller('users')
export class UsersController {
  @Public()
  @Get('auth/signout')
  @ApiOperation({ summary: 'User sign-out (no user accounts exist; answers success).' })
  async signout(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    await endSession(request, response);
    return reply(null, 'Signed out');
  }
}
