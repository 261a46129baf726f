import { Logger, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ImagesModule } from '../images/index.js';
import { ProductsModule } from '../products/index.js';
import { UpsellsModule } from '../upsells/index.js';
import { WebsitesModule } from '../websites/index.js';
import { COPYWRITER, type Copywriter } from './copywriter.js';
import { OfflineCopywriter } from './offline/offline-copywriter.js';
import { OpenAiCopywriter } from './openai/openai-copywriter.js';
import { WebsiteGenerator } from './website-generator.service.js';

/** AI_PROVIDER chooses the copywriter; the OpenAI-compatible one falls back to the offline one. */
export function copywriterFor(config: AppConfig): Copywriter {
  const offline = new OfflineCopywriter();
  if (config.aiProvider !== 'openai') return offline;
  if (!config.openai.apiKey) new Logger('Copywriter').warn('AI_PROVIDER=openai without OPENAI_API_KEY: calls go out unauthenticated');
  return new OpenAiCopywriter(config.openai, offline);
}

/** From a product link to a saved website: the copywriter strategy and the create-website pipeline. */
@Module({
  imports: [ImagesModule, ProductsModule, WebsitesModule, UpsellsModule],
  providers: [WebsiteGenerator, { provide: COPYWRITER, inject: [APP_CONFIG], useFactory: copywriterFor }],
  exports: [WebsiteGenerator, COPYWRITER],
})
export class GenerationModule {}
