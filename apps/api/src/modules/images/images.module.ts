import { Module } from '@nestjs/common';
import path from 'node:path';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ImagesController } from './images.controller.js';
import { ImagesService } from './images.service.js';
import { LocalStorage } from './storage/local.storage.js';
import { S3Storage } from './storage/s3.storage.js';
import { STORAGE } from './storage/storage.js';

@Module({
  controllers: [ImagesController],
  providers: [
    ImagesService,
    {
      provide: STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        config.storage === 's3' && config.s3 ? new S3Storage(config.s3) : new LocalStorage(path.join(config.dataDir, 'uploads')),
    },
  ],
  exports: [ImagesService],
})
export class ImagesModule {}
