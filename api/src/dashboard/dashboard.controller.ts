import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type Dashboard, getDashboard } from '@waybill/shared';
import { Route } from '../core/http/route.decorator.js';
import { OutboxService } from '../mail/outbox.service.js';
import { ParcelFigures } from '../parcels/parcel-figures.js';

/** Staff only, as its endpoint says. */
@ApiTags('dashboard')
@Controller()
export class DashboardController {
  constructor(
    private readonly parcels: ParcelFigures,
    private readonly outbox: OutboxService,
  ) {}

  @Route(getDashboard)
  async figures(): Promise<Dashboard> {
    const parcels = await this.parcels.ofToday();
    return { ...parcels, outbox: await this.outbox.waitingAndFailed() };
  }
}
