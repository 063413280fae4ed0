import { Injectable } from '@nestjs/common';

/**
 * How far this instance's running import is through its rows. The dry run stores its progress
 * in the import's row as it goes; the import itself cannot (its one transaction holds every row
 * it writes until the end, and on the embedded database its one connection), so its progress is
 * kept here, by the instance that runs it, and read with the row (ImportsService.detail).
 */
@Injectable()
export class ImportProgress {
  private readonly done = new Map<number, number>();

  set(id: number, rows: number): void {
    this.done.set(id, rows);
  }

  get(id: number): number | undefined {
    return this.done.get(id);
  }

  clear(id: number): void {
    this.done.delete(id);
  }
}
