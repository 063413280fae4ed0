import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Secrets the server generates for itself (e.g. the session key when SESSION_SECRET is unset). */
@Entity('app_secrets')
export class AppSecretEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  name: string;

  @Column({ type: 'text' })
  value: string;
}
