import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import { Gazetteer } from './gazetteer.js';
import { Geocoder } from './geocoder.js';
import { PlacesController } from './places.controller.js';
import { GEOCODER, PlacesService } from './places.service.js';

/**
 * Places by name: the gazetteer shipped with the server (loaded in the background after start;
 * under tests on first use, so test servers that never search do not pay for it) and the
 * optional external geocoder.
 */
@Module({
  controllers: [PlacesController],
  providers: [
    {
      provide: Gazetteer,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new Gazetteer(config.env !== 'test'),
    },
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
