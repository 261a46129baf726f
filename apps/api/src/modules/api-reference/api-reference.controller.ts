import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import { API_ERRORS } from '@cod/contracts';
import type { Response } from 'express';
import path from 'node:path';
import { Public } from '../../common/decorators/public.decorator.js';
import { NotFoundError } from '../../common/errors/domain-error.js';
import { ApiReferenceService } from './api-reference.service.js';
import { DOCS_ASSETS, DOCS_HTML, DOCS_INIT_JS, SWAGGER_UI_DIR } from './docs-page.js';

/** GET /api/openapi.json (OpenAPI 3.1) and GET /api/docs, the reference rendered by Swagger UI from the product itself. */
@Controller()
export class ApiReferenceController {
  constructor(private readonly reference: ApiReferenceService) {}

  @Public()
  @Get('openapi.json')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  document(): string {
    return this.reference.json();
  }

  @Public()
  @Get('docs')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  page(): string {
    return DOCS_HTML;
  }

  @Public()
  @Get('docs/:asset')
  asset(@Param('asset') name: string, @Res() res: Response) {
    const asset = Object.prototype.hasOwnProperty.call(DOCS_ASSETS, name) ? DOCS_ASSETS[name] : undefined;
    if (!asset) throw new NotFoundError(API_ERRORS.routeNotFound);
    res.setHeader('Content-Type', asset.type);
    res.setHeader('Cache-Control', 'public, max-age=86400');
    if (!asset.file) return res.send(DOCS_INIT_JS);
    return res.sendFile(path.join(SWAGGER_UI_DIR, asset.file));
  }
}
