import {
  Body,
  Controller,
  Param,
  Query,
  Req,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  addMyStop,
  assignToRun,
  getDeliveryProof,
  getDeliveryProofPdf,
  getMyRun,
  getRun,
  listCouriers,
  problem,
  removeFromRun,
  reorderRun,
  resetHandoverCode,
  scanCode,
  syncCourierActions,
  uploadProofPicture,
  type CourierSyncPayload,
  type RunAssignPayload,
  type RunOrderPayload,
  type RunRemovePayload,
} from '@waybill/shared';
import type { Request, Response } from 'express';
import type { AdminIdentity } from '../auth/auth.service.js';
import { ApiError, reply } from '../core/http/api-error.js';
import { Route } from '../core/http/route.decorator.js';
import { ImageUploadInterceptor } from '../core/uploads/image-upload.interceptor.js';
import { sendPdf } from '../documents/pdf-response.js';
import { CourierSync } from './courier-sync.service.js';
import { HandoverCodes } from './handover-codes.js';
import { ProofsService } from './proofs.service.js';
import { RunsService } from './runs.service.js';

/** The signed-in courier (the guard let only `courier.run` through). */
const courierOf = (request: Request) => request.user as AdminIdentity;

/** The courier's own run, scans, sync and proof pictures (docs/product.md §4.12). */
@ApiTags('couriers')
@Controller()
export class CourierController {
  constructor(
    private readonly runs: RunsService,
    private readonly sync: CourierSync,
    private readonly proofs: ProofsService,
  ) {}

  @Route(getMyRun)
  run(@Query() query: { date?: string }, @Req() request: Request) {
    return this.runs.run(courierOf(request).id, query.date ?? this.runs.today());
  }

  @Route(scanCode)
  scan(@Param('code') code: string, @Query() query: { date?: string }, @Req() request: Request) {
    return this.runs.scan(courierOf(request).id, code, query.date ?? this.runs.today());
  }

  @Route(addMyStop)
  async add(@Body() payload: { code: string; date?: string }, @Req() request: Request) {
    const run = await this.runs.addOwn(
      courierOf(request).id,
      payload.code,
      payload.date ?? this.runs.today(),
    );
    return reply(run, 'Added to your run');
  }

  @Route(syncCourierActions)
  async syncActions(@Body() payload: CourierSyncPayload, @Req() request: Request) {
    const courier = courierOf(request);
    return reply(
      await this.sync.sync({ id: courier.id, name: courier.name }, payload.actions),
      'Synced',
    );
  }

  @Route(uploadProofPicture)
  @UseInterceptors(ImageUploadInterceptor)
  async upload(
    @Body() payload: { kind: 'photo' | 'signature' },
    @UploadedFile() file: Express.Multer.File | undefined,
    @Req() request: Request,
  ) {
    if (!file) throw ApiError.badRequest(problem('image.required'));
    return reply(
      await this.proofs.upload(courierOf(request).id, payload.kind, file.buffer),
      'Picture saved',
    );
  }
}

/** The dispatcher's runs, a delivery's proof and its PDF, a locked handover code's reset. */
@ApiTags('couriers')
@Controller()
export class RunsController {
  constructor(
    private readonly runs: RunsService,
    private readonly proofs: ProofsService,
    private readonly handover: HandoverCodes,
  ) {}

  @Route(listCouriers)
  couriers() {
    return this.runs.couriers();
  }

  @Route(getRun)
  run(@Query() query: { courier_id: number; date: string }) {
    return this.runs.run(query.courier_id, query.date);
  }

  @Route(assignToRun)
  async assign(@Body() payload: RunAssignPayload) {
    return reply(await this.runs.assign(payload), 'Added to the run');
  }

  @Route(reorderRun)
  async reorder(@Body() payload: RunOrderPayload) {
    return reply(await this.runs.reorder(payload), 'Run reordered');
  }

  @Route(removeFromRun)
  async remove(@Body() payload: RunRemovePayload) {
    return reply(await this.runs.remove(payload), 'Taken off the run');
  }

  @Route(getDeliveryProof)
  proof(@Param('code') code: string) {
    return this.proofs.proof(code);
  }

  @Route(getDeliveryProofPdf)
  async proofPdf(@Param('code') code: string, @Res() response: Response) {
    sendPdf(response, await this.proofs.pdf(code));
  }

  @Route(resetHandoverCode)
  async reset(@Param('code') code: string) {
    return reply(await this.handover.reset(code), 'A new handover code was sent');
  }
}
