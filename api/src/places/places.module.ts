import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import { Gazetteer } from './gazetteer.js';
import { Geocoder } from './geocoder.js';
import { PlacesController } from './places.controller.js';
import { GEOCODER, PlacesService } from './places.service.js';

/**
 * Places by name: the gazetteer shipped with the server (loaded in the background once the
 * server listens, main.ts; on first use in tests) and the optional external geocoder.
 */
@Module({
  controllers: [PlacesController],
  providers: [
    { provide: Gazetteer, useFactory: () => new Gazetteer() },
    {
      provide: GEOCODER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        config.geocoderUrl
          ? new Geocoder({
              url: config.geocoderUrl,
              userAgent: `Waybill (${config.publicUrl ?? 'self-hosted courier site'})`,
            })
          : null,
    },
    PlacesService,
  ],
  exports: [PlacesService],
})
export class PlacesModule {}
