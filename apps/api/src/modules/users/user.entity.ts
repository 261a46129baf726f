import type { Role } from '@cod/contracts';
import { sealedColumn } from '../../common/crypto/secret-box.js';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Spec 000 §3 `users`. The e-mail is stored lower-case; the password is an argon2id hash; integration secrets are sealed (SecretBox). */
@Entity('users')
export class User {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar' }) email: string;
  @Column({ type: 'varchar', select: false }) password: string;
  @Column({ type: 'varchar' }) firstName: string;
  @Column({ type: 'varchar' }) lastName: string;
  @Column({ type: 'varchar', default: 'client' }) role: Role;
  @Column({ type: 'boolean', default: true }) isActive: boolean;
  @Column({ type: 'varchar', nullable: true }) companyName: string | null;
  @Column({ type: 'varchar', nullable: true }) phone: string | null;
  @Column({ type: 'text', nullable: true }) notes: string | null;
  @Column({ type: 'varchar', nullable: true, transformer: sealedColumn }) telegramBotId: string | null;
  @Column({ type: 'varchar', nullable: true }) telegramChatId: string | null;
  @Column({ type: 'varchar', nullable: true }) facebookPixelId: string | null;
  @Column({ type: 'varchar', nullable: true }) googleSheetsId: string | null;
  @Column({ type: 'varchar', nullable: true, transformer: sealedColumn }) trackifyApiKey: string | null;
  @Column({ type: 'varchar', nullable: true, transformer: sealedColumn }) trackifyApiKeySrb: string | null;
  /** The Conversions API token: write-only (the API says only whether one is saved). */
  @Column({ type: 'varchar', nullable: true, transformer: sealedColumn }) facebookCapiToken: string | null;
  @Column({ type: 'varchar', nullable: true }) customDomain: string | null;
  @Column({ type: 'varchar', default: 'pending' }) customDomainStatus: string;
  @Column({ type: 'jsonb', nullable: true }) customDomainDnsInstructions: unknown | null;
  /** The admin lets this client change its own orders (CONTRACT `manageOwnOrders`). */
  @Column({ type: 'boolean', default: false }) manageOwnOrders: boolean;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
