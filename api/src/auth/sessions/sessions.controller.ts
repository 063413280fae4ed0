import { Body, Controller, Delete, Get, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type SessionEndPayload, sessionEndSchema } from '@waybill/shared';
import type { Request, Response } from 'express';
import { reply } from '../../core/http/api-error.js';
import { ApiSchemaBody } from '../../core/http/openapi.js';
import { valid } from '../../core/http/validation.pipe.js';
import { endSession } from '../admins.controller.js';
import type { AdminIdentity } from '../auth.service.js';
import { SessionsService } from './sessions.service.js';

/** The signed-in member's own sessions (docs/product.md §4.2c). */
@ApiTags('sessions')
@Controller('admins/sessions')
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Get()
  @ApiOperation({
    summary: 'Your sessions, the most recently seen first; the one asking is `current`.',
  })
  list(@Req() request: Request) {
    return this.sessions.listOwn(request.user as AdminIdentity, request.sessionID);
  }

  @Delete()
  @ApiOperation({
    summary: 'End one of your sessions at once; ending the current one signs you out.',
  })
  @ApiSchemaBody(sessionEndSchema)
  async end(
    @Body(valid(sessionEndSchema)) payload: SessionEndPayload,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    const me = request.user as AdminIdentity;
    const ended = await this.sessions.end(me, payload.id, request.sessionID, 'own');
    return reply(ended, await signedOutIfCurrent(ended.signed_out, request, response));
  }

  @Delete('others')
  @ApiOperation({ summary: 'End every session of yours but this one.' })
  async endOthers(@Req() request: Request) {
    const me = request.user as AdminIdentity;
    return reply(await this.sessions.endOthers(me, request.sessionID), 'Signed out elsewhere');
  }
}

/**
 * After the caller's own current session was ended: its cookie goes and nothing saves the
 * session again at the end of this answer. Answers the message to send.
 */
export async function signedOutIfCurrent(
  current: boolean,
  request: Request,
  response: Response,
): Promise<string> {
  if (!current) return 'Session ended';
  await endSession(request, response);
  return 'Session ended: you are signed out';
}
