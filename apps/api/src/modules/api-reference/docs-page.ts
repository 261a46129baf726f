import { createRequire } from 'node:module';
import path from 'node:path';

/** Swagger UI's files, from the package the product installs (no CDN). */
export const SWAGGER_UI_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The files of the reference page, by the name it asks for (nothing else of the package is served). */
export const DOCS_ASSETS: Record<string, { file: string; type: string }> = {
  'swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { file: 'swagger-ui-bundle.js', type: 'text/javascript; charset=utf-8' },
  'favicon-32x32.png': { file: 'favicon-32x32.png', type: 'image/png' },
  'init.js': { file: '', type: 'text/javascript; charset=utf-8' },
};

/** The page's own start-up (a file, not an inline script: the CSP allows only the site's own scripts). */
export const DOCS_INIT_JS = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#reference', deepLinking: true, defaultModelsExpandDepth: 0, docExpansion: 'list', tryItOutEnabled: false });
});
`;

export const DOCS_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>COD sajt — API reference</title>
<link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<noscript>The reference needs JavaScript; the document itself is <a href="/api/openapi.json">/api/openapi.json</a>.</noscript>
<div id="reference"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;
