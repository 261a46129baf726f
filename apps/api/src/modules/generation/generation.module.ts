import { Logger, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ImagesModule } from '../images/images.module.js';
import { ProductReader } from '../products/index.js';
import { UpsellsModule } from '../upsells/upsells.module.js';
import { WebsitesModule } from '../websites/websites.module.js';
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

@Module({
  imports: [ImagesModule, WebsitesModule, UpsellsModule],
  providers: [
    WebsiteGenerator,
    { provide: COPYWRITER, inject: [APP_CONFIG], useFactory: copywriterFor },
    { provide: ProductReader, inject: [APP_CONFIG], useFactory: (c: AppConfig) => new ProductReader({ allowPrivate: c.outboundAllowPrivate }) },
  ],
  exports: [WebsiteGenerator, COPYWRITER, ProductReader],
})
export class GenerationModule {}
