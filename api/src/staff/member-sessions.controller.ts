import { Body, Controller, Delete, Get, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type MemberSessionsQuery,
  type SessionEndPayload,
  memberSessionsQuerySchema,
  sessionEndSchema,
} from '@waybill/shared';
import type { Request, Response } from 'express';
import type { AdminIdentity } from '../auth/auth.service.js';
import { signedOutIfCurrent } from '../auth/sessions/sessions.controller.js';
import { SessionsService } from '../auth/sessions/sessions.service.js';
import { reply } from '../core/http/api-error.js';
import { ApiSchemaBody } from '../core/http/openapi.js';
import { valid } from '../core/http/validation.pipe.js';

/** The owner's view of every member's sessions (docs/product.md §4.2c). */
@ApiTags('staff')
@Controller('staff/sessions')
export class MemberSessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Get()
  @ApiOperation({
    summary: "Every member's sessions, or one member's (member_id), the most recently seen first.",
  })
  list(
    @Query(valid(memberSessionsQuerySchema)) query: MemberSessionsQuery,
    @Req() request: Request,
  ) {
    return this.sessions.listMembers(query.member_id, request.sessionID);
  }

  @Delete()
  @ApiOperation({ summary: "End any member's session at once." })
  @ApiSchemaBody(sessionEndSchema)
  async end(
    @Body(valid(sessionEndSchema)) payload: SessionEndPayload,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    const owner = request.user as AdminIdentity;
    const ended = await this.sessions.end(owner, payload.id, request.sessionID, 'any');
    return reply(ended, await signedOutIfCurrent(ended.signed_out, request, response));
  }
}
