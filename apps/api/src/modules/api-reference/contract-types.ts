import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JsonSchema } from '@cod/contracts/openapi';

const FILE = 'contract-types.json';

/**
 * The contracts' types as JSON Schema (the API reference's answer schemas), written beside the compiled module
 * by the build (scripts/contract-types-schema.mjs). Read from the compiled server's folder, or from the build's
 * when the server runs from source (the tests' in-process servers).
 */
export function readContractTypes(): Record<string, JsonSchema> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, FILE), path.resolve(here, '../../../dist/modules/api-reference', FILE)];
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found) throw new Error(`${FILE} is missing: run npm run build (it writes the API reference's types)`);
  return JSON.parse(fs.readFileSync(found, 'utf8')) as Record<string, JsonSchema>;
}
