import type { ProductCategory } from '@cod/contracts';
import { AUTO } from './auto.js';
import { BEAUTY } from './beauty.js';
import { HEALTH } from './health.js';
import { HOME } from './home.js';
import { OTHER } from './other.js';
import { TECH } from './tech.js';
import type { CategoryBank } from './types.js';

export type { BulletKind, CategoryBank, ProblemTheme, StoryBank } from './types.js';

export const CATEGORY_BANKS: Readonly<Record<ProductCategory, CategoryBank>> = {
  health: HEALTH,
  tech: TECH,
  beauty: BEAUTY,
  home: HOME,
  auto: AUTO,
  other: OTHER,
};

export const bankFor = (category: ProductCategory): CategoryBank => CATEGORY_BANKS[category] ?? OTHER;
