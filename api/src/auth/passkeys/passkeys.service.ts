import { createHmac } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import {
  type AuthenticationResponse,
  PASSKEYS_PER_ACCOUNT,
  type Passkey,
  type PasskeyOptions,
  type RegistrationResponse,
  problem,
} from '@waybill/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditWriter } from '../../audit/audit-writer.js';
import { isUniqueViolation } from '../../core/database/errors.js';
import { ApiError } from '../../core/http/api-error.js';
import { loadOnce } from '../../core/load-once.js';
import { appSecret } from '../../core/security/app-secrets.repository.js';
import { SettingsService } from '../../settings/settings.service.js';
import { type CeremonyPurpose, PasskeyChallenges } from './passkey-challenges.js';
import { PASSKEY_CHALLENGE_MINUTES } from './passkey.rules.js';
import { type PasskeyListRow, PasskeysRepository } from './passkeys.repository.js';
import type { RelyingParty } from './relying-party.js';

/** A passkey that signed an answer: whose it is and what it is called. */
export interface UsedPasskey {
  id: number;
  adminId: number;
  name: string;
}

/** What an assertion must come from: its ceremony, and for a second step the account. */
export interface AssertionCheck {
  purpose: Extract<CeremonyPurpose, 'step' | 'signin'>;
  boundTo: string | null;
  /** The account the passkey must belong to (a pending sign-in's); any account when absent. */
  adminId?: number;
  /** A passkey alone replaces the password: the authenticator must have verified its user. */
  requireUserVerification: boolean;
}

// Loaded with the first ceremony: only staff with passkeys need it (and its certificate parsers).
const webauthn = loadOnce(() => import('@simplewebauthn/server'));

const TIMEOUT_MS = PASSKEY_CHALLENGE_MINUTES * 60_000;
const notAccepted = () => ApiError.badRequest(problem('passkey.not_accepted'));
const challengeExpired = () => ApiError.badRequest(problem('passkey.challenge_expired'));

/**
 * The one owner of the passkeys table (docs/product.md §4.2): creating and checking WebAuthn
 * ceremonies with @simplewebauthn/server, and the account's list. Adding, renaming and removing
 * write their audit rows in the same transaction; the key and the challenge are never recorded.
 */
@Injectable()
export class PasskeysService {
  private userKey: Promise<string> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly rows: PasskeysRepository,
    private readonly challenges: PasskeyChallenges,
    private readonly settings: SettingsService,
    private readonly audit: AuditWriter,
  ) {}

  async list(adminId: number): Promise<Passkey[]> {
    return (await this.rows.listOf(adminId)).map(view);
  }

  hasAny(adminId: number): Promise<boolean> {
    return this.rows.hasAny(adminId);
  }

  /** The options to create a passkey for the account; its earlier unfinished ceremony ends. */
  async registrationOptions(
    admin: { id: number; email: string },
    rp: RelyingParty,
  ): Promise<PasskeyOptions> {
    const existing = await this.credentialsOf(admin.id);
    const challenge = await this.challenges.issue('register', boundToAccount(admin.id));
    const options = await (
      await webauthn()
    ).generateRegistrationOptions({
      rpName: await this.rpName(),
      rpID: rp.id,
      userName: admin.email,
      userID: await this.userHandle(admin.id),
      // The bytes: the library would take a string as text and encode it again.
      challenge: challengeBytes(challenge),
      timeout: TIMEOUT_MS,
      attestationType: 'none',
      excludeCredentials: existing,
      // Discoverable when the authenticator can, so it also signs in without the e-mail.
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
    return { ...options };
  }

  /**
   * Checks the browser's new credential against the account's ceremony and stores it under
   * `name`. The ceremony was started with the holder's proof (the controller's options call).
   */
  async add(
    adminId: number,
    name: string,
    response: RegistrationResponse,
    rp: RelyingParty,
  ): Promise<Passkey> {
    const challenge = await this.challenges.claim(
      response.response.clientDataJSON,
      'register',
      boundToAccount(adminId),
    );
    if (!challenge) throw challengeExpired();
    const { verifyRegistrationResponse } = await webauthn();
    let credential;
    try {
      const verified = await verifyRegistrationResponse({
        response: response as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: rp.origins,
        expectedRPID: rp.id,
        requireUserVerification: false,
      });
      // The id the browser names must be the one the authenticator signed.
      if (!verified.verified || verified.registrationInfo.credential.id !== response.id) {
        throw notAccepted();
      }
      credential = verified.registrationInfo.credential;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw notAccepted();
    }
    const saved = credential;
    try {
      return await this.dataSource.transaction(async (manager) => {
        // One account's additions in turn, so two at once cannot pass the limit together.
        await this.rows.lockAccount(manager, adminId);
        if ((await this.rows.countOf(manager, adminId)) >= PASSKEYS_PER_ACCOUNT) {
          throw ApiError.conflict(problem('passkey.too_many', { max: PASSKEYS_PER_ACCOUNT }));
        }
        const row = await this.rows.insert(manager, {
          adminId,
          credentialId: saved.id,
          publicKey: saved.publicKey,
          counter: saved.counter,
          transports: saved.transports ?? [],
          name,
        });
        await this.record(manager, row.id, 'passkey_add', { name: { before: null, after: name } });
        return view(row);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw ApiError.conflict(problem('passkey.already_registered'));
      throw error;
    }
  }

  async rename(adminId: number, id: number, name: string): Promise<Passkey> {
    return this.dataSource.transaction(async (manager) => {
      const before = await this.lockOwn(manager, adminId, id);
      const row = await this.rows.rename(manager, id, name);
      if (before.name !== name) {
        await this.record(manager, id, 'passkey_rename', {
          name: { before: before.name, after: name },
        });
      }
      return view(row);
    });
  }

  /**
   * Removes one of the account's passkeys. `mayRemoveLast` says whether the account may be left
   * without any (false while the owner requires a second factor and it has no other).
   */
  async remove(adminId: number, id: number, mayRemoveLast: boolean): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.rows.lockAccount(manager, adminId);
      const before = await this.lockOwn(manager, adminId, id);
      if (!mayRemoveLast && (await this.rows.countOf(manager, adminId)) <= 1) {
        throw ApiError.conflict(problem('twofactor.required'));
      }
      await this.rows.delete(manager, id);
      await this.record(manager, id, 'passkey_remove', {
        name: { before: before.name, after: null },
      });
    });
  }

  /**
   * The options to sign in with a passkey: the account's own for a second step, or none listed
   * (the authenticator offers its discoverable ones) for a passkey alone.
   */
  async authenticationOptions(
    purpose: AssertionCheck['purpose'],
    boundTo: string | null,
    rp: RelyingParty,
    adminId?: number,
  ): Promise<PasskeyOptions> {
    const allowCredentials = adminId === undefined ? undefined : await this.credentialsOf(adminId);
    if (allowCredentials?.length === 0) throw notAccepted();
    const challenge = await this.challenges.issue(purpose, boundTo);
    const options = await (
      await webauthn()
    ).generateAuthenticationOptions({
      rpID: rp.id,
      // The bytes: the library would take a string as text and encode it again.
      challenge: challengeBytes(challenge),
      timeout: TIMEOUT_MS,
      allowCredentials,
      userVerification: purpose === 'signin' ? 'required' : 'preferred',
    });
    return { ...options };
  }

  /**
   * Checks a signed answer: its challenge is claimed first (used once, whatever follows), then
   * the credential must exist (and be the expected account's), its signature, origin, RP ID and
   * user presence must hold, and its counter must move forward. Answers the passkey, or null.
   */
  async verifyAssertion(
    response: AuthenticationResponse,
    rp: RelyingParty,
    check: AssertionCheck,
  ): Promise<UsedPasskey | null> {
    const challenge = await this.challenges.claim(
      response.response.clientDataJSON,
      check.purpose,
      check.boundTo,
    );
    if (!challenge) return null;
    const row = await this.rows.findByCredential(response.id);
    if (!row || (check.adminId !== undefined && row.admin_id !== check.adminId)) return null;
    // The handle the authenticator stored with the credential must be this account's.
    if (
      response.response.userHandle !== undefined &&
      response.response.userHandle !==
        Buffer.from(await this.userHandle(row.admin_id)).toString('base64url')
    ) {
      return null;
    }
    const { verifyAuthenticationResponse } = await webauthn();
    let newCounter: number;
    try {
      const verified = await verifyAuthenticationResponse({
        response: response as AuthenticationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: rp.origins,
        expectedRPID: rp.id,
        credential: {
          id: row.credential_id,
          publicKey: new Uint8Array(row.public_key),
          counter: Number(row.counter),
          transports: row.transports,
        },
        requireUserVerification: check.requireUserVerification,
      });
      if (!verified.verified) return null;
      newCounter = verified.authenticationInfo.newCounter;
    } catch {
      // A bad signature, origin, RP ID or a counter gone back: the library throws.
      return null;
    }
    // Checked and moved in one statement: two answers with the same counter cannot both pass.
    if (!(await this.rows.advanceCounter(row.id, newCounter))) return null;
    return { id: row.id, adminId: row.admin_id, name: row.name };
  }

  /** The account's credentials as a ceremony lists them. */
  private async credentialsOf(
    adminId: number,
  ): Promise<Array<{ id: string; transports?: string[] }>> {
    const rows = await this.rows.credentialsOf(adminId);
    return rows.map((row) => ({ id: row.credential_id, transports: row.transports }));
  }

  /** One of the account's passkeys, locked for the change; 404 when it is not the account's. */
  private async lockOwn(manager: EntityManager, adminId: number, id: number) {
    const row = await this.rows.lockOwn(manager, adminId, id);
    if (!row) throw ApiError.notFound(problem('passkey.not_found'));
    return row;
  }

  private record(
    manager: EntityManager,
    id: number,
    action: 'passkey_add' | 'passkey_rename' | 'passkey_remove',
    changes: Record<string, { before: unknown; after: unknown }>,
  ) {
    return this.audit.record(manager, { entity: 'passkey', entityId: id, action, changes });
  }

  /** The name the authenticator shows beside the account: the company's. */
  private async rpName(): Promise<string> {
    const { company_name: company } = await this.settings.current();
    return company.trim() || 'Waybill';
  }

  /**
   * The account's WebAuthn user handle: stable (an authenticator keeps one passkey per account
   * and site) and opaque (a keyed hash, so it tells neither the id nor the e-mail).
   */
  private async userHandle(adminId: number): Promise<Uint8Array<ArrayBuffer>> {
    this.userKey ??= appSecret(this.dataSource, 'passkey-user');
    const digest = createHmac('sha256', await this.userKey)
      .update(`admin:${adminId}`)
      .digest();
    return new Uint8Array(digest);
  }
}

const challengeBytes = (challenge: string) => new Uint8Array(Buffer.from(challenge, 'base64url'));

const boundToAccount = (adminId: number) => `admin:${adminId}`;

const iso = (value: Date | string) => new Date(value).toISOString();

function view(row: PasskeyListRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    created_at: iso(row.created_at),
    last_used_at: row.last_used_at ? iso(row.last_used_at) : null,
  };
}
