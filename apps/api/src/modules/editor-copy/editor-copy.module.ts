import { Module } from '@nestjs/common';
import { GenerationModule } from '../generation/index.js';
import { WebsitesModule } from '../websites/index.js';
import { EditorCopyController } from './editor-copy.controller.js';
import { EditorCopyLimits } from './editor-copy.limits.js';
import { EditorCopyService } from './editor-copy.service.js';

/** The editor's writing calls: AI comments about a product and 'Prepiši' of one field of a saved site. */
@Module({
  imports: [GenerationModule, WebsitesModule],
  controllers: [EditorCopyController],
  providers: [EditorCopyService, EditorCopyLimits],
})
export class EditorCopyModule {}
