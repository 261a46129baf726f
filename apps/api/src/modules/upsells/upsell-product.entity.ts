import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { minorUnits } from '../../database/minor-units.transformer.js';

/** Spec 001 §3 Upsell product. */
@Entity('upsell_products')
export class UpsellProduct {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'int' }) websiteId: number;
  @Column({ type: 'varchar' }) originalUrl: string;
  @Column({ type: 'varchar' }) title: string;
  @Column({ type: 'text' }) urgentDescription: string;
  /** Money in minor units (bigint), the major amount here. */
  @Column({ type: 'bigint', transformer: minorUnits }) originalPrice: number;
  @Column({ type: 'bigint', transformer: minorUnits }) discountPrice: number;
  @Column({ type: 'bigint', transformer: minorUnits }) savings: number;
  @Column({ type: 'jsonb' }) images: string[];
  @Column({ type: 'jsonb' }) features: string[];
  @Column({ type: 'int' }) stockLeft: number;
  @Column({ type: 'varchar', nullable: true }) sku: string | null;
  @Column({ type: 'boolean' }) isActive: boolean;
  @Column({ type: 'boolean' }) aiProcessed: boolean;
  @Column({ type: 'text', nullable: true }) aiProcessingError: string | null;
  @Column({ type: 'smallint' }) position: number;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
