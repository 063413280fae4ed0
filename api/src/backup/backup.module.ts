import { Module } from '@nestjs/common';
import { BackupControl } from './backup-control.service.js';

/** The running server's part of backups: the control socket on the embedded database. */
@Module({ providers: [BackupControl] })
export class BackupModule {}
