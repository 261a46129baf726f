import { Catch, Controller, HttpCode, HttpException, Post, UploadedFile, UseFilters, UseInterceptors, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { API, IMAGE_MESSAGES, IMAGE_UPLOAD_FIELD, MAX_IMAGE_BYTES, routeOf, type ImageUploadResponse } from '@cod/contracts';
import type { Response } from 'express';
import { memoryStorage } from 'multer';
import { InvalidInputError, TooLargeError } from '../../common/errors/domain-error.js';
import { toErrorBody } from '../../common/filters/api-exception.filter.js';
import { NotAnImageError } from './image-processor.js';
import { ImagesService } from './images.service.js';

/** Multer's and busboy's own errors (English) as the upload's Serbian answers. */
function uploadError(exception: unknown): unknown {
  if (!(exception instanceof HttpException) || exception.getStatus() >= 500) return exception;
  const code = (exception.cause as { code?: unknown } | undefined)?.code;
  if (exception.getStatus() === 413 || code === 'LIMIT_FILE_SIZE') return new TooLargeError(IMAGE_MESSAGES.tooLarge);
  if (code === 'LIMIT_FILE_COUNT') return new InvalidInputError(IMAGE_MESSAGES.oneFileOnly);
  if (code === 'LIMIT_UNEXPECTED_FILE' || code === 'MISSING_FIELD_NAME') return new InvalidInputError(IMAGE_MESSAGES.noFile);
  return new InvalidInputError(IMAGE_MESSAGES.badUpload);
}

/**
 * Upload answers keep the spec's shape (success, imageUrl, error) on failure too: `error` carries
 * the Serbian reason as well as `message`.
 */
@Catch()
class UploadErrorFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost) {
    const body = toErrorBody(uploadError(exception));
    host.switchToHttp().getResponse<Response>().status(body.statusCode).json({ ...body, success: false, error: body.message });
  }
}

@Controller()
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  @Post(routeOf(API.images.upload))
  @HttpCode(200)
  @UseFilters(UploadErrorFilter)
  @UseInterceptors(FileInterceptor(IMAGE_UPLOAD_FIELD, { storage: memoryStorage(), limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 10 } }))
  async upload(@UploadedFile() file: Express.Multer.File | undefined): Promise<ImageUploadResponse> {
    if (!file) throw new InvalidInputError(IMAGE_MESSAGES.noFile);
    try {
      return { success: true, imageUrl: await this.images.store(file.buffer) };
    } catch (err) {
      if (err instanceof NotAnImageError) throw new InvalidInputError(IMAGE_MESSAGES.notAnImage);
      throw err;
    }
  }
}
