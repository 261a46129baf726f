import {
  BadRequestException,
  Catch,
  Controller,
  HttpCode,
  Post,
  UploadedFile,
  UseFilters,
  UseInterceptors,
  type ArgumentsHost,
  type ExceptionFilter,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES, type ImageUploadResponse } from '@cod/contracts';
import type { Response } from 'express';
import { memoryStorage } from 'multer';
import { toErrorBody } from '../../common/filters/api-exception.filter.js';
import { NotAnImageError } from './image-processor.js';
import { ImagesService } from './images.service.js';

/**
 * Upload answers keep the spec's shape (success, imageUrl, error) on failure too: `error` carries
 * the Serbian reason as well as `message`.
 */
@Catch()
class UploadErrorFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost) {
    const res = host.switchToHttp().getResponse<Response>();
    const body = toErrorBody(exception);
    if (body.statusCode === 413) body.message = IMAGE_MESSAGES.tooLarge;
    if (body.statusCode === 400 && /Unexpected field|Multipart|Boundary/i.test(String((exception as Error)?.message))) {
      body.message = IMAGE_MESSAGES.noFile;
    }
    res.status(body.statusCode).json({ ...body, success: false, error: body.message });
  }
}

@Controller('images')
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  @Post('upload')
  @HttpCode(200)
  @UseFilters(UploadErrorFilter)
  @UseInterceptors(FileInterceptor('image', { storage: memoryStorage(), limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 } }))
  async upload(@UploadedFile() file: Express.Multer.File | undefined): Promise<ImageUploadResponse> {
    if (!file) throw new BadRequestException(IMAGE_MESSAGES.noFile);
    try {
      return { success: true, imageUrl: await this.images.store(file.buffer) };
    } catch (err) {
      if (err instanceof NotAnImageError) throw new BadRequestException(IMAGE_MESSAGES.notAnImage);
      throw err;
    }
  }
}
