import { Body, Controller, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type PageCreatePayload,
  type PageDeletePayload,
  type PagePatchPayload,
  listPages,
  getPage,
  createPage,
  updatePage,
  deletePage,
} from '@waybill/shared';
import { reply } from '../core/http/api-error.js';
import { Route } from '../core/http/route.decorator.js';
import { PagesService } from './pages.service.js';

@ApiTags('pages')
@Controller()
export class PagesController {
  constructor(private readonly pages: PagesService) {}

  @Route(listPages)
  list(@Query() query: { page: number }) {
    return this.pages.list(query.page);
  }

  @Route(getPage)
  bySlug(@Param('slug') slug: string) {
    return this.pages.bySlug(slug);
  }

  @Route(createPage)
  async create(@Body() payload: PageCreatePayload) {
    return reply(await this.pages.create(payload), 'Page created');
  }

  @Route(updatePage)
  async update(@Body() payload: PagePatchPayload) {
    return reply(await this.pages.update(payload), 'Page updated');
  }

  @Route(deletePage)
  async remove(@Body() payload: PageDeletePayload) {
    await this.pages.remove(payload.id);
    return reply(null, 'Page deleted');
  }
}
