import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Dashboard } from '@waybill/shared';
import { OutboxService } from '../mail/outbox.service.js';
import { ParcelFigures } from '../parcels/parcel-figures.js';

/** Staff only, like every route not marked @Public(). */
@ApiTags('dashboard')
@Controller('dashboard')
export class DashboardController {
  constructor(
    private readonly parcels: ParcelFigures,
    private readonly outbox: OutboxService,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'The day’s figures: parcels by status, late (due before today, not delivered), created today (the company’s time zone); failed and queued mail.',
  })
  async figures(): Promise<Dashboard> {
    const parcels = await this.parcels.ofToday();
    return { ...parcels, outbox: await this.outbox.waitingAndFailed() };
  }
}
