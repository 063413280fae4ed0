import { Module } from '@nestjs/common';
import { SavedViewsController } from './saved-views.controller.js';
import { SavedViewsRepository } from './saved-views.repository.js';
import { SavedViewsService } from './saved-views.service.js';

/** Members' saved views of lists: the `saved_views` table's owner. */
@Module({
  controllers: [SavedViewsController],
  providers: [SavedViewsService, SavedViewsRepository],
})
export class SavedViewsModule {}
