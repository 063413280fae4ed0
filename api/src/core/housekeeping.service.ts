import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DataSource } from 'typeorm';

const HOUR_MS = 60 * 60 * 1000;

/** Deletes what has expired: sessions, rate-limit windows and old password-reset PINs. */
@Injectable()
export class Housekeeping implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Housekeeping');
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly dataSource: DataSource) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), HOUR_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async sweep(): Promise<void> {
    try {
      await this.dataSource.query(`DELETE FROM sessions WHERE expires_at < now()`);
      await this.dataSource.query(`DELETE FROM rate_limits WHERE reset_at < now()`);
      await this.dataSource.query(
        `DELETE FROM password_resets WHERE expires_at < now() - interval '1 day'`,
      );
    } catch (error) {
      this.logger.warn({ err: error }, 'Housekeeping failed; trying again in an hour');
    }
  }
}
