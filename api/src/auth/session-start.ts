import { Injectable } from '@nestjs/common';
import type { Admin } from '@waybill/shared';
import type { Request, Response } from 'express';
import { AuditWriter } from '../audit/audit-writer.js';
import { markSignedIn } from '../core/session/session-lifetime.js';
import { type AdminIdentity, publicAdmin } from './auth.service.js';
import { TrustedDevices } from './trusted-devices.js';

/**
 * Starts a session once a sign-in is complete, whichever way it finished (a second step, a
 * passkey alone): a new session id, its lifetime, the trusted device, and the audit row.
 */
@Injectable()
export class SessionStart {
  constructor(
    private readonly devices: TrustedDevices,
    private readonly audit: AuditWriter,
  ) {}

  /** `passkey` names the passkey that finished the sign-in, when one did. */
  async begin(
    request: Request,
    response: Response,
    admin: AdminIdentity,
    passkey?: string,
  ): Promise<Admin> {
    await new Promise<void>((resolve, reject) =>
      request.logIn(admin, (error) => (error ? reject(error) : resolve())),
    );
    await markSignedIn(request);
    await this.devices.remember(
      response,
      request,
      await this.devices.callerOf(request, admin.email),
    );
    // Audit trail: the sign-in is complete only here.
    await this.audit.record(
      null,
      passkey === undefined
        ? { entity: 'account', entityId: admin.id, action: 'signin' }
        : {
            entity: 'account',
            entityId: admin.id,
            action: 'signin_passkey',
            changes: { passkey: { before: null, after: passkey } },
          },
    );
    return publicAdmin(admin);
  }
}
