import { Global, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Housekeeping } from './housekeeping.service.js';
import { RateLimiter } from './security/rate-limiter.service.js';
import { SESSION_STORE } from './session/session.constants.js';
import { TypeormSessionStore } from './session/typeorm-session.store.js';

/** Cross-cutting services every domain may inject. */
@Global()
@Module({
  providers: [
    RateLimiter,
    Housekeeping,
    {
      provide: SESSION_STORE,
      inject: [DataSource],
      useFactory: (dataSource: DataSource) => new TypeormSessionStore(dataSource),
    },
  ],
  exports: [RateLimiter, SESSION_STORE, Housekeeping],
})
export class CoreModule {}
