import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A sign-in. The login token names it; revoking it (logout, deactivation, reset) ends the token. */
@Entity('sessions')
export class Session {
  @PrimaryColumn('uuid') id: string;
  @Column({ type: 'int' }) userId: number;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @Column({ type: 'timestamptz' }) expiresAt: Date;
  @Column({ type: 'timestamptz', nullable: true }) revokedAt: Date | null;
  @Column({ type: 'varchar', nullable: true }) ip: string | null;
  @Column({ type: 'varchar', nullable: true }) userAgent: string | null;
}
