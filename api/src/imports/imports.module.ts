import { Module } from '@nestjs/common';
import { ParcelsModule } from '../parcels/parcels.module.js';
import { ImportProgress } from './import-progress.js';
import { ImportsController } from './imports.controller.js';
import { ImportsService } from './imports.service.js';
import { ParcelImportJob } from './parcel-import.job.js';

/**
 * Parcels from a spreadsheet and the list to one (docs/product.md §4.4c): uploads, dry runs and
 * imports (on the job queue, `parcel-import.step`), mappings remembered by headers, the export.
 */
@Module({
  imports: [ParcelsModule],
  controllers: [ImportsController],
  providers: [ImportsService, ImportProgress, ParcelImportJob],
})
export class ImportsModule {}
