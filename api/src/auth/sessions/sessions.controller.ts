import { Body, Controller, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type SessionEndPayload,
  listMySessions,
  endMySession,
  endMyOtherSessions,
} from '@waybill/shared';
import type { Request, Response } from 'express';
import { reply } from '../../core/http/api-error.js';
import { Route } from '../../core/http/route.decorator.js';
import { endSession } from '../admins.controller.js';
import type { AdminIdentity } from '../auth.service.js';
import { SessionsService } from './sessions.service.js';

/** The signed-in member's own sessions (docs/product.md §4.2c). */
@ApiTags('sessions')
@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Route(listMySessions)
  list(@Req() request: Request) {
    return this.sessions.listOwn(request.user as AdminIdentity, request.sessionID);
  }

  @Route(endMySession)
  async end(
    @Body() payload: SessionEndPayload,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    const me = request.user as AdminIdentity;
    const ended = await this.sessions.end(me, payload.id, request.sessionID, 'own');
    return reply(ended, await signedOutIfCurrent(ended.signed_out, request, response));
  }

  @Route(endMyOtherSessions)
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
