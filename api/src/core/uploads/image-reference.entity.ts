import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * How many records use each stored picture (docs/architecture.md §3). A row with no use left is a
 * picture waiting to be deleted from the store (image-store.ts sweeps it).
 */
@Entity('image_references')
export class ImageReferenceEntity {
  @PrimaryColumn({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'integer' })
  uses: number;
}
