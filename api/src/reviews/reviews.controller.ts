import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Post,
  Query,
  Req,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  allows,
  type Role,
  type ReviewApprovePayload,
  reviewApproveSchema,
  type ReviewCreatePayload,
  type ReviewDeletePayload,
  reviewCreateSchema,
  pageQuerySchema,
  reviewDeleteSchema,
} from '@waybill/shared';
import type { Request } from 'express';
import { reply } from '../core/http/api-error.js';
import { ApiSchemaBody } from '../core/http/openapi.js';
import { Public } from '../core/http/public.decorator.js';
import { valid } from '../core/http/validation.pipe.js';
import { ImageUploadInterceptor } from '../core/uploads/image-upload.interceptor.js';
import { ReviewsService } from './reviews.service.js';

/** Whether the caller is a member whose role may approve reviews (shared/src/roles.ts). */
function mayApprove(request: Request): boolean {
  if (!request.isAuthenticated?.()) return false;
  const member = request.user as { role?: string } | undefined;
  return allows(member?.role as Role | undefined, 'reviews.write');
}

@ApiTags('reviews')
@Controller('reviews')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Public()
  @Get()
  @ApiOperation({
    summary:
      'Customer reviews, newest first, 20 a page: approved ones, and pending ratings for staff who may approve them.',
  })
  list(@Query(valid(pageQuerySchema)) query: { page: number }, @Req() request: Request) {
    return this.reviews.list(query.page, mayApprove(request));
  }

  @Post('approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve a pending rating: it shows on the home page.' })
  @ApiSchemaBody(reviewApproveSchema)
  async approve(@Body(valid(reviewApproveSchema)) payload: ReviewApprovePayload) {
    return reply(await this.reviews.approve(payload.id), 'Review approved');
  }

  @Post()
  @UseInterceptors(ImageUploadInterceptor)
  @ApiOperation({
    summary: 'Add a review (multipart: name, review, image — JPEG or PNG, optional).',
  })
  @ApiSchemaBody(reviewCreateSchema, 'multipart/form-data')
  async create(
    @Body(valid(reviewCreateSchema)) payload: ReviewCreatePayload,
    @UploadedFile() file: Express.Multer.File | undefined,
  ) {
    return reply(await this.reviews.create(payload, file?.buffer), 'Review added');
  }

  @Delete()
  @ApiOperation({ summary: 'Delete a review and its photo.' })
  @ApiSchemaBody(reviewDeleteSchema)
  async remove(@Body(valid(reviewDeleteSchema)) payload: ReviewDeletePayload) {
    await this.reviews.remove(payload.id);
    return reply(null, 'Review deleted');
  }
}
