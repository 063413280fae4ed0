import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Post,
  Query,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type ReviewApprovePayload,
  reviewApproveSchema,
  type ReviewCreatePayload,
  type ReviewDeletePayload,
  reviewCreateSchema,
  pageQuerySchema,
  reviewDeleteSchema,
} from '@waybill/shared';
import { reply } from '../core/http/api-error.js';
import { ApiSchemaBody } from '../core/http/openapi.js';
import { Public } from '../core/http/public.decorator.js';
import { valid } from '../core/http/validation.pipe.js';
import { ImageUploadInterceptor } from '../core/uploads/image-upload.interceptor.js';
import { ReviewsService } from './reviews.service.js';

@ApiTags('reviews')
@Controller('reviews')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Public()
  @Get()
  @ApiOperation({
    summary: 'Approved customer reviews, newest first, 20 a page; never the rated parcel.',
  })
  list(@Query(valid(pageQuerySchema)) query: { page: number }) {
    return this.reviews.listPublic(query.page);
  }

  @Get('all')
  @ApiOperation({
    summary:
      "Every review, newest first, 20 a page: pending ratings too, with the rated parcel's code.",
  })
  listForStaff(@Query(valid(pageQuerySchema)) query: { page: number }) {
    return this.reviews.listForStaff(query.page);
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
