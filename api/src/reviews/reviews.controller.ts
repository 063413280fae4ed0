import { Body, Controller, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type ReviewApprovePayload,
  type ReviewCreatePayload,
  type ReviewDeletePayload,
  listReviews,
  listStaffReviews,
  approveReview,
  createReview,
  deleteReview,
} from '@waybill/shared';
import { reply } from '../core/http/api-error.js';
import { Route } from '../core/http/route.decorator.js';
import { ImageUploadInterceptor } from '../core/uploads/image-upload.interceptor.js';
import { ReviewsService } from './reviews.service.js';

@ApiTags('reviews')
@Controller()
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Route(listReviews)
  list(@Query() query: { page: number }) {
    return this.reviews.listPublic(query.page);
  }

  @Route(listStaffReviews)
  listForStaff(@Query() query: { page: number }) {
    return this.reviews.listForStaff(query.page);
  }

  @Route(approveReview)
  async approve(@Body() payload: ReviewApprovePayload) {
    return reply(await this.reviews.approve(payload.id), 'Review approved');
  }

  @Route(createReview)
  @UseInterceptors(ImageUploadInterceptor)
  async create(
    @Body() payload: ReviewCreatePayload,
    @UploadedFile() file: Express.Multer.File | undefined,
  ) {
    return reply(await this.reviews.create(payload, file?.buffer), 'Review added');
  }

  @Route(deleteReview)
  async remove(@Body() payload: ReviewDeletePayload) {
    await this.reviews.remove(payload.id);
    return reply(null, 'Review deleted');
  }
}
