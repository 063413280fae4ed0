import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The SQL of the `passkey_challenges` table (PasskeyChallenges'). */
@Injectable()
export class PasskeyChallengesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async deleteExpired(): Promise<void> {
    await this.dataSource.query(`DELETE FROM passkey_challenges WHERE expires_at < now()`);
  }

  /**
   * Stores a challenge valid `minutes`; a bound one replaces the one its subject had under way
   * for the purpose, in one transaction.
   */
  async replace(
    challenge: string,
    purpose: string,
    boundTo: string | null,
    minutes: number,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      if (boundTo !== null) {
        await manager.query(`DELETE FROM passkey_challenges WHERE bound_to = $1 AND purpose = $2`, [
          boundTo,
          purpose,
        ]);
      }
      await manager.query(
        `INSERT INTO passkey_challenges (challenge, purpose, bound_to, expires_at)
         VALUES ($1, $2, $3, now() + $4 * interval '1 minute')`,
        [challenge, purpose, boundTo, minutes],
      );
    });
  }

  /** Deletes the live challenge issued for this purpose and subject; false when there was none. */
  async claim(challenge: string, purpose: string, boundTo: string | null): Promise<boolean> {
    const [rows] = (await this.dataSource.query(
      `DELETE FROM passkey_challenges
       WHERE challenge = $1 AND purpose = $2 AND bound_to IS NOT DISTINCT FROM $3
         AND expires_at > now()
       RETURNING challenge`,
      [challenge, purpose, boundTo],
    )) as [Array<{ challenge: string }>, number];
    return rows.length > 0;
  }
}
