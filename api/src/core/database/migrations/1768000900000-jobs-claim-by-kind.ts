import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The job worker claims each kind's oldest due jobs apart (docs/architecture.md §4.7), so a burst
 * of one kind holds up no other: each kind's claim reads its unfinished jobs in order.
 */
export class JobsClaimByKind1768000900000 implements MigrationInterface {
  name = 'JobsClaimByKind1768000900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX jobs_claimable_by_kind ON jobs (name, id) WHERE state IN ('queued', 'running')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX jobs_claimable_by_kind`);
  }
}
