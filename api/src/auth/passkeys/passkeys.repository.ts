import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

export interface PasskeyRow {
  id: number;
  admin_id: number;
  credential_id: string;
  public_key: Buffer;
  counter: string;
  transports: string[];
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

/** What the account's list shows of a passkey. */
export type PasskeyListRow = Pick<PasskeyRow, 'id' | 'name' | 'created_at' | 'last_used_at'>;

/** A new credential as the ceremony verified it. */
export interface NewPasskey {
  adminId: number;
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: readonly string[];
  name: string;
}

/** pg_advisory_xact_lock's first key for one account's passkey changes ("PKEY"). */
const PASSKEY_LOCK = 0x504b4559;

/** The SQL of the `passkeys` table (PasskeysService's). */
@Injectable()
export class PasskeysRepository {
  constructor(private readonly dataSource: DataSource) {}

  listOf(adminId: number): Promise<PasskeyListRow[]> {
    return this.dataSource.query(
      `SELECT id, name, created_at, last_used_at FROM passkeys WHERE admin_id = $1 ORDER BY id`,
      [adminId],
    );
  }

  async hasAny(adminId: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM passkeys WHERE admin_id = $1 LIMIT 1`,
      [adminId],
    );
    return rows.length > 0;
  }

  /** The account's credentials as a ceremony lists them. */
  credentialsOf(adminId: number): Promise<Array<Pick<PasskeyRow, 'credential_id' | 'transports'>>> {
    return this.dataSource.query(
      `SELECT credential_id, transports FROM passkeys WHERE admin_id = $1 ORDER BY id`,
      [adminId],
    );
  }

  /** One account's additions and removals in turn, until the transaction ends. */
  async lockAccount(manager: EntityManager, adminId: number): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock($1, $2)`, [PASSKEY_LOCK, adminId]);
  }

  async countOf(manager: EntityManager, adminId: number): Promise<number> {
    const [{ count }]: Array<{ count: number }> = await manager.query(
      `SELECT count(*)::int AS count FROM passkeys WHERE admin_id = $1`,
      [adminId],
    );
    return count;
  }

  async insert(manager: EntityManager, passkey: NewPasskey): Promise<PasskeyListRow> {
    const [row]: PasskeyListRow[] = await manager.query(
      `INSERT INTO passkeys (admin_id, credential_id, public_key, counter, transports, name)
       VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING id, name, created_at, last_used_at`,
      [
        passkey.adminId,
        passkey.credentialId,
        Buffer.from(passkey.publicKey),
        passkey.counter,
        JSON.stringify(passkey.transports),
        passkey.name,
      ],
    );
    return row;
  }

  /** The account's passkey `id`, locked for a change; undefined when it is not the account's. */
  async lockOwn(
    manager: EntityManager,
    adminId: number,
    id: number,
  ): Promise<{ name: string } | undefined> {
    const rows: Array<{ name: string }> = await manager.query(
      `SELECT name FROM passkeys WHERE id = $1 AND admin_id = $2 FOR UPDATE`,
      [id, adminId],
    );
    return rows[0];
  }

  async rename(manager: EntityManager, id: number, name: string): Promise<PasskeyListRow> {
    const [[row]] = (await manager.query(
      `UPDATE passkeys SET name = $2 WHERE id = $1
       RETURNING id, name, created_at, last_used_at`,
      [id, name],
    )) as [PasskeyListRow[], number];
    return row;
  }

  async delete(manager: EntityManager, id: number): Promise<void> {
    await manager.query(`DELETE FROM passkeys WHERE id = $1`, [id]);
  }

  async findByCredential(credentialId: string): Promise<PasskeyRow | undefined> {
    const rows: PasskeyRow[] = await this.dataSource.query(
      `SELECT id, admin_id, credential_id, public_key, counter, transports, name
       FROM passkeys WHERE credential_id = $1`,
      [credentialId],
    );
    return rows[0];
  }

  /**
   * Moves the counter forward in the same statement that checks it, so two answers with the same
   * counter (a cloned authenticator, a replay racing the first) cannot both pass. Passkeys that
   * keep no counter (always 0) are checked by the single-use challenge alone. False when it did
   * not move.
   */
  async advanceCounter(id: number, counter: number): Promise<boolean> {
    const [, updated] = (await this.dataSource.query(
      `UPDATE passkeys SET counter = $2, last_used_at = now()
       WHERE id = $1 AND (counter < $2 OR (counter = 0 AND $2 = 0))`,
      [id, counter],
    )) as [unknown, number];
    return updated === 1;
  }
}
