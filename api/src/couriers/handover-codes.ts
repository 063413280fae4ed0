import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  HANDOVER_CODE_LENGTH,
  HANDOVER_TRIES_MAX,
  problem,
  type HandoverResetAnswer,
  type Problem,
} from '@waybill/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditWriter } from '../audit/audit-writer.js';
import { ApiError } from '../core/http/api-error.js';
import { appSecret } from '../core/security/app-secrets.repository.js';
import { MailComposer } from '../mail/mail-composer.js';
import { OutboxService } from '../mail/outbox.service.js';
import { ParcelStore } from '../parcels/parcel-store.js';
import { SettingsService } from '../settings/settings.service.js';
import { CouriersRepository, type StoredHandover } from './couriers.repository.js';

/** The parcel the code belongs to, as the sync or the reset sees it. */
export interface HandoverParcel {
  id: number;
  tracking_code: string;
  recipient_name: string;
  recipient_email: string | null;
}

/** A code checked at the door: right, or refused with why. */
export type HandoverCheck = { ok: true } | { ok: false; problem: Problem; counted: boolean };

/** Six digits, every one as likely (no leading-zero loss): read out at the door. */
export function newHandoverCode(): string {
  return Array.from({ length: HANDOVER_CODE_LENGTH }, () => String(randomInt(10))).join('');
}

/**
 * Handover codes (docs/product.md §4.12): a short code e-mailed to the recipient when a parcel
 * that asks for one goes out for delivery; the courier types it in to deliver. Only its keyed
 * hash is stored (HMAC-SHA256 under the app secret `handover-codes`, bound to the parcel), wrong
 * ones are counted under the code's row lock and audited, and HANDOVER_TRIES_MAX of them lock the
 * parcel until a dispatcher resets it, which sends a new code.
 */
@Injectable()
export class HandoverCodes {
  private key: Promise<string> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: CouriersRepository,
    private readonly outbox: OutboxService,
    private readonly composer: MailComposer,
    private readonly settings: SettingsService,
    private readonly parcels: ParcelStore,
    private readonly audit: AuditWriter,
  ) {}

  /**
   * Reads (or makes) the key, outside any transaction: on the embedded database a query beside
   * an open transaction would wait for the connection that transaction holds. Every entry point
   * awaits it before its transaction; the hash then uses the key read.
   */
  ready(): Promise<string> {
    this.key ??= appSecret(this.dataSource, 'handover-codes');
    return this.key;
  }

  private async hash(parcelId: number, code: string): Promise<string> {
    if (!this.key) throw new Error('HandoverCodes.ready() must be awaited before a transaction');
    return createHmac('sha256', await this.key)
      .update(`${parcelId}:${code}`)
      .digest('hex');
  }

  /**
   * Makes a code for the parcel and e-mails it to the recipient, in the caller's transaction.
   * A parcel that has one already keeps it (a second trip out does not clear wrong tries);
   * `renew` makes a new one (the dispatcher's reset). False when there is no address to send to.
   */
  async issue(manager: EntityManager, parcel: HandoverParcel, renew = false): Promise<boolean> {
    if (!parcel.recipient_email) return false;
    if (!renew && (await this.repository.lockedHandover(manager, parcel.id))) return true;
    const code = newHandoverCode();
    await this.repository.setHandover(manager, parcel.id, await this.hash(parcel.id, code));
    const settings = await this.settings.current(manager);
    const mail = this.composer.compose(
      settings.mail_template,
      {
        subject: `Your handover code for parcel ${parcel.tracking_code}`,
        paragraphs: [
          `Your parcel ${parcel.tracking_code} is on its way to you today.`,
          `Give the courier this code when they hand it over: ${code}`,
          'Keep it to yourself until the courier is at your door with the parcel.',
        ],
      },
      settings,
    );
    // The code is a secret: the outbox keeps no copy of the text once it is sent.
    await this.outbox.enqueue({ to: parcel.recipient_email, ...mail, secret: true }, manager);
    return true;
  }

  /**
   * Checks a code given at the door in its own transaction, under the code's row lock, so that
   * guesses sent at once are counted one after the other. A refusal is first claimed for the
   * action (`claimRefusal`, in the same transaction; false: another sync claimed the action's
   * id, and nothing is counted), then a wrong code is counted and audited.
   */
  async check(
    parcelId: number,
    given: string | undefined,
    claimRefusal: (manager: EntityManager, refusal: Problem) => Promise<boolean>,
  ): Promise<HandoverCheck | 'claimed_elsewhere'> {
    await this.ready();
    return this.dataSource.transaction(async (manager) => {
      const stored = await this.repository.lockedHandover(manager, parcelId);
      const refusal = await this.refusalOf(parcelId, stored, given);
      if (refusal === null) return { ok: true } as const;
      if (!(await claimRefusal(manager, refusal.problem))) return 'claimed_elsewhere' as const;
      if (refusal.counted) {
        const tries = await this.repository.wrongTry(manager, parcelId, HANDOVER_TRIES_MAX);
        await this.audit.record(manager, {
          entity: 'parcel',
          entityId: parcelId,
          action: 'handover_failed',
          changes: { wrong_tries: { before: tries - 1, after: tries } },
        });
      }
      return { ok: false, ...refusal };
    });
  }

  /** Why the code given is refused (and whether it counts as a wrong try), or null. */
  private async refusalOf(
    parcelId: number,
    stored: StoredHandover | null,
    given: string | undefined,
  ): Promise<{ problem: Problem; counted: boolean } | null> {
    if (!stored) return { problem: problem('courier.handover_not_sent'), counted: false };
    if (stored.locked) return { problem: problem('courier.handover_locked'), counted: false };
    const code = given?.replace(/\s+/g, '') ?? '';
    if (code === '') return { problem: problem('courier.handover_code_required'), counted: false };
    if (await this.matches(parcelId, stored, code)) return null;
    const left = Math.max(HANDOVER_TRIES_MAX - (stored.wrong_tries + 1), 0);
    return {
      counted: true,
      problem:
        left === 0
          ? problem('courier.handover_locked')
          : problem('courier.handover_code_wrong', { tries_left: left }),
    };
  }

  private async matches(parcelId: number, stored: StoredHandover, code: string): Promise<boolean> {
    const expected = Buffer.from(stored.code_hash, 'hex');
    const actual = Buffer.from(await this.hash(parcelId, code), 'hex');
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }

  /**
   * The same check again, inside the update's transaction, counting nothing: the code checked
   * before is still the parcel's (a reset between the two would have changed it).
   */
  async stillValid(manager: EntityManager, parcelId: number, given: string): Promise<boolean> {
    const stored = await this.repository.lockedHandover(manager, parcelId);
    if (!stored || stored.locked) return false;
    return this.matches(parcelId, stored, given.replace(/\s+/g, ''));
  }

  /** The dispatcher's reset: a new code e-mailed, the wrong tries cleared. */
  async reset(code: string): Promise<HandoverResetAnswer> {
    const parcel = await this.parcels.findByCode(code);
    if (!parcel) throw ApiError.notFound(problem('parcel.not_found'));
    if (!parcel.handover_code_required) throw ApiError.conflict(problem('handover.not_required'));
    if (!parcel.recipient_email) throw ApiError.conflict(problem('handover.no_recipient_email'));
    await this.ready();
    await this.dataSource.transaction(async (manager) => {
      await this.issue(manager, parcel, true);
      await this.audit.record(manager, {
        entity: 'parcel',
        entityId: parcel.id,
        action: 'handover_reset',
        changes: { wrong_tries: { before: null, after: 0 } },
      });
    });
    return { locked: false, tries_left: HANDOVER_TRIES_MAX };
  }
}
