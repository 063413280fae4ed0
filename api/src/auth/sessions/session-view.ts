import type { StaffSession } from '@waybill/shared';
import type { SessionRecord } from '../../core/session/session-directory.js';
import { describeDevice } from './session-device.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A session as the API answers it; `current` when it is the one asking. */
export function sessionView(record: SessionRecord, currentId: string): StaffSession {
  return {
    id: record.publicId,
    ...describeDevice(record.userAgent),
    user_agent: record.userAgent,
    signin_ip: record.signinIp,
    last_seen_ip: record.lastSeenIp,
    signed_in_at: iso(record.signedInAt),
    last_seen_at: iso(record.lastSeenAt),
    current: record.publicId === currentId,
  };
}
