import { API_PREFIX } from '@cod/contracts';
import express, { type NextFunction, type Request, type Response } from 'express';
import fs from 'node:fs';
import path from 'node:path';

const isApi = (p: string) => p === API_PREFIX || p.startsWith(`${API_PREFIX}/`);

/**
 * Public files (hashed scripts and styles, pictures) may be used by any origin: the editor's live
 * preview renders the page in a sandboxed frame whose origin is opaque, and its module script
 * (a CORS fetch) and pictures (helmet's same-origin resource policy) would be refused otherwise.
 */
function sharePublicFile(res: Response) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
}

/**
 * Serves the built web app (apps/web/dist): hashed assets cached for a year, every other GET that
 * is not an API call gets index.html (client-side routing), never cached so a deploy shows at once.
 */
export function staticWeb(distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  const assets = express.static(distDir, {
    index: false,
    setHeaders(res, file) {
      const immutable = file.startsWith(path.join(distDir, 'assets') + path.sep);
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      if (!file.endsWith('.html')) sharePublicFile(res);
    },
  });
  let indexHtml: string | undefined;

  return (req: Request, res: Response, next: NextFunction) => {
    if (isApi(req.path)) return next();
    assets(req, res, () => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      try {
        indexHtml ??= fs.readFileSync(indexFile, 'utf8');
      } catch {
        res.status(503).type('text/plain').send('The web app is not built yet. Run `npm start` (it builds what is missing) or `npm run build`.');
        return;
      }
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(indexHtml);
    });
  };
}

/** Stored images: content-addressed names, so they never change and may be cached for a year. */
export function uploadsStatic(dir: string) {
  const files = express.static(dir, { index: false, immutable: true, maxAge: '365d', dotfiles: 'deny', setHeaders: sharePublicFile });
  return (req: Request, res: Response, next: NextFunction) =>
    files(req, res, () => {
      if (req.method === 'GET' || req.method === 'HEAD') res.status(404).type('text/plain').send('Not found');
      else next();
    });
}
