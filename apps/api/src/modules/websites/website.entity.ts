import type {
  AdvertorialStory,
  BenefitsSection,
  DesignRecommendations,
  EditableContent,
  FaqItem,
  MarketId,
  Palette,
  PreviewMode,
  ProblemSolutionSection,
  TemplateName,
  StoredPrices,
  Testimonial,
  UpsellLinkInput,
  UrgencyElements,
} from '@cod/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** What was read from the product page and what could not be (kept for support, never public). */
export interface WebsiteSource {
  readFrom: string[];
  warnings: string[];
  copywriter: string;
  importedImages: number;
}

/** Spec 001 §3 Website. Nested parts are jsonb columns. */
@Entity('websites')
export class Website {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar' }) productId: string;
  @Column({ type: 'int' }) userId: number;
  @Column({ type: 'varchar' }) customUrl: string;
  @Column({ type: 'varchar' }) title: string;
  @Column({ type: 'varchar' }) shortName: string;
  @Column({ type: 'text' }) hook: string;
  @Column({ type: 'jsonb' }) bullets: string[];
  @Column({ type: 'text' }) longDescription: string;
  @Column({ type: 'jsonb' }) faq: FaqItem[];
  @Column({ type: 'jsonb' }) images: string[];
  @Column({ type: 'jsonb' }) palette: Palette;
  /** The site's one price: its quantity offers in minor units (contracts `StoredPrices`; every price field is derived by `offerPrices`). */
  @Column({ type: 'jsonb' }) offers: StoredPrices;
  @Column({ type: 'varchar' }) currency: string;
  @Column({ type: 'varchar' }) currencySymbol: string;
  @Column({ type: 'varchar' }) targetMarket: MarketId;
  @Column({ type: 'varchar' }) templateName: TemplateName;
  @Column({ type: 'varchar', nullable: true }) sku: string | null;
  @Column({ type: 'varchar' }) productLink: string;
  @Column({ type: 'varchar' }) seoTitle: string;
  @Column({ type: 'varchar' }) seoDescription: string;
  @Column({ type: 'jsonb' }) keywords: string[];
  @Column({ type: 'varchar' }) previewMode: PreviewMode;
  @Column({ type: 'jsonb' }) testimonials: Testimonial[];
  @Column({ type: 'jsonb', nullable: true }) aiCopy: { provider: string; model?: string; testimonials: Testimonial[] } | null;
  @Column({ type: 'jsonb' }) urgencyElements: UrgencyElements;
  @Column({ type: 'jsonb', nullable: true }) benefitsSection: BenefitsSection | null;
  @Column({ type: 'jsonb' }) problemSolutionSections: ProblemSolutionSection[];
  @Column({ type: 'jsonb' }) designRecommendations: DesignRecommendations;
  @Column({ type: 'jsonb', nullable: true }) advertorialStory: AdvertorialStory | null;
  /** Without quantityData (derived from `offers`). */
  @Column({ type: 'jsonb' }) editableContent: EditableContent;
  @Column({ type: 'boolean' }) editableByClient: boolean;
  @Column({ type: 'jsonb' }) upsellProductLinks: UpsellLinkInput[];
  @Column({ type: 'boolean' }) hasUpsellProducts: boolean;
  @Column({ type: 'jsonb' }) sections: string[];
  @Column({ type: 'jsonb', nullable: true, select: false }) source: WebsiteSource | null;
  @Column({ type: 'boolean' }) isActive: boolean;
  /** Made by the developer sync test (never active on its own). */
  @Column({ type: 'boolean' }) isTest: boolean;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
