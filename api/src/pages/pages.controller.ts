import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type PageCreatePayload,
  type PageDeletePayload,
  type PagePatchPayload,
  pageCreateSchema,
  pageDeleteSchema,
  pagePatchSchema,
  pageQuerySchema,
} from '@waybill/shared';
import { reply } from '../core/http/api-error.js';
import { ApiSchemaBody, PARTIAL_UPDATE_DOC } from '../core/http/openapi.js';
import { Public } from '../core/http/public.decorator.js';
import { valid } from '../core/http/validation.pipe.js';
import { PagesService } from './pages.service.js';

@ApiTags('pages')
@Controller('pages')
export class PagesController {
  constructor(private readonly pages: PagesService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Content pages, 20 a page.' })
  list(@Query(valid(pageQuerySchema)) query: { page: number }) {
    return this.pages.list(query.page);
  }

  @Public()
  @Get(':slug')
  @ApiOperation({ summary: 'One content page by slug (404 page.not_found).' })
  bySlug(@Param('slug') slug: string) {
    return this.pages.bySlug(slug);
  }

  @Post()
  @ApiOperation({ summary: 'Create a page; its slug is made from the title.' })
  @ApiSchemaBody(pageCreateSchema)
  async create(@Body(valid(pageCreateSchema)) payload: PageCreatePayload) {
    return reply(await this.pages.create(payload), 'Page created');
  }

  @Patch()
  @ApiOperation({
    summary: 'Edit a page: only the fields sent change.',
    description: PARTIAL_UPDATE_DOC,
  })
  @ApiSchemaBody(pagePatchSchema)
  async update(@Body(valid(pagePatchSchema)) payload: PagePatchPayload) {
    return reply(await this.pages.update(payload), 'Page updated');
  }

  @Delete()
  @ApiOperation({ summary: 'Delete a page.' })
  @ApiSchemaBody(pageDeleteSchema)
  async remove(@Body(valid(pageDeleteSchema)) payload: PageDeletePayload) {
    await this.pages.remove(payload.id);
    return reply(null, 'Page deleted');
  }
}
