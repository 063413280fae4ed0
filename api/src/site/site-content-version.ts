import { Injectable } from '@nestjs/common';
import type { RequestHandler } from 'express';
import { SiteRepository } from './site.repository.js';

/** How long a read of the version is trusted: another instance's change shows within it. */
export const VERSION_TRUSTED_MS = 1000;

/**
 * The version of what the public site's pages show (table site_content_version), bumped by
 * database triggers with every write to settings, pages or reviews on any instance
 * (docs/architecture.md §6.1a). Read at most once a second, and again after any write this
 * instance answered, so its own staff see their change on the next page.
 */
@Injectable()
export class SiteContentVersion {
  private known: { version: string; at: number } | null = null;
  private reading: Promise<string> | null = null;
  /** Counts forget(): a read started before a write committed must not be trusted after it. */
  private forgotten = 0;

  constructor(private readonly rows: SiteRepository) {}

  async current(): Promise<string> {
    if (this.known && Date.now() - this.known.at < VERSION_TRUSTED_MS) return this.known.version;
    if (!this.reading) {
      const reading = this.read().finally(() => {
        if (this.reading === reading) this.reading = null;
      });
      this.reading = reading;
    }
    return this.reading;
  }

  /** The next current() reads the database again. */
  forget(): void {
    this.known = null;
    this.reading = null;
    this.forgotten += 1;
  }

  /** Forgets the version once any request that may write (not GET, HEAD, OPTIONS) is answered. */
  afterWrites(): RequestHandler {
    return (request, response, next) => {
      if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method)) {
        response.once('finish', () => this.forget());
      }
      next();
    };
  }

  private async read(): Promise<string> {
    const startedAt = Date.now();
    const forgotten = this.forgotten;
    const version = await this.rows.contentVersion();
    // Dated from before the read: a write committed during it is seen by the next one.
    if (forgotten === this.forgotten) this.known = { version, at: startedAt };
    return version;
  }
}
