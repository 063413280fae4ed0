import { Body, Controller, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type MemberSessionsQuery,
  type SessionEndPayload,
  listMemberSessions,
  endMemberSession,
} from '@waybill/shared';
import type { Request, Response } from 'express';
import type { AdminIdentity } from '../auth/auth.service.js';
import { signedOutIfCurrent } from '../auth/sessions/sessions.controller.js';
import { SessionsService } from '../auth/sessions/sessions.service.js';
import { reply } from '../core/http/api-error.js';
import { Route } from '../core/http/route.decorator.js';

/** The owner's view of every member's sessions (docs/product.md §4.2c). */
@ApiTags('staff')
@Controller()
export class MemberSessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Route(listMemberSessions)
  list(@Query() query: MemberSessionsQuery, @Req() request: Request) {
    return this.sessions.listMembers(query.member_id, request.sessionID);
  }

  @Route(endMemberSession)
  async end(
    @Body() payload: SessionEndPayload,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    const owner = request.user as AdminIdentity;
    const ended = await this.sessions.end(owner, payload.id, request.sessionID, 'any');
    return reply(ended, await signedOutIfCurrent(ended.signed_out, request, response));
  }
}
