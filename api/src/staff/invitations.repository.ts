import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The SQL of the `staff_invitations` table beyond its entity. */
@Injectable()
export class InvitationsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Deletes invitations used, withdrawn or expired more than 30 days ago. */
  async deleteOld(): Promise<void> {
    await this.dataSource.query(
      // greatest() skips NULLs: the latest of when it expires, was used and was withdrawn.
      `DELETE FROM staff_invitations
       WHERE greatest(accepted_at, revoked_at, expires_at) < now() - interval '30 days'`,
    );
  }
}
