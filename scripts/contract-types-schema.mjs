#!/usr/bin/env node
// The API reference's answer schemas: every exported type of libs/contracts (interfaces and type aliases) as
// JSON Schema (2020-12), read with the TypeScript checker, so a type written as `(typeof TEMPLATES)[number]`
// becomes the enum it stands for. Written to apps/api/dist/modules/api-reference/contract-types.json by the
// build (scripts/build.mjs); the server's GET /api/openapi.json takes its components from there.
// Usage: node scripts/contract-types-schema.mjs [out.json]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CONTRACT_TYPES_OUT = path.join(root, 'apps/api/dist/modules/api-reference/contract-types.json');

export function contractTypesSchema() {
  const configFile = path.join(root, 'libs/contracts/tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(configFile, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => console.error(d.messageText) });
  const entry = path.join(root, 'libs/contracts/src/index.ts');
  const program = ts.createProgram([entry], { ...parsed.options, noEmit: true });
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(entry));
  const exported = checker.getExportsOfModule(moduleSymbol).map((s) => (s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s));
  const named = new Map(); // type → its exported name (for $ref)
  const schemas = {};
  for (const symbol of exported) {
    if (!(symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias))) continue;
    const decl = symbol.declarations?.[0];
    if (!decl || (ts.isTypeAliasDeclaration(decl) && decl.typeParameters) || (ts.isInterfaceDeclaration(decl) && decl.typeParameters)) continue;
    named.set(checker.getDeclaredTypeOfSymbol(symbol), symbol.name);
  }

  const docOf = (symbol) => ts.displayPartsToString(symbol?.getDocumentationComment(checker) ?? []).trim() || undefined;
  const withDoc = (schema, symbol) => {
    const description = docOf(symbol);
    return description ? { ...schema, description } : schema;
  };

  function convert(type, depth = 0, top = false) {
    const name = named.get(type) ?? (type.aliasSymbol && named.get(checker.getDeclaredTypeOfSymbol(type.aliasSymbol)));
    if (name && !top) return { $ref: `#/components/schemas/${name}` };
    if (depth > 20) return {};
    const f = type.flags;
    if (f & ts.TypeFlags.Any || f & ts.TypeFlags.Unknown) return {};
    if (f & ts.TypeFlags.Never) return { not: {} };
    if (f & ts.TypeFlags.StringLiteral) return { type: 'string', const: type.value };
    if (f & ts.TypeFlags.NumberLiteral) return { type: 'number', const: type.value };
    if (f & ts.TypeFlags.BooleanLiteral) return { type: 'boolean', const: type.intrinsicName === 'true' };
    if (f & ts.TypeFlags.String || f & ts.TypeFlags.TemplateLiteral) return { type: 'string' };
    if (f & ts.TypeFlags.Number) return { type: 'number' };
    if (f & ts.TypeFlags.Boolean) return { type: 'boolean' };
    if (f & ts.TypeFlags.Null) return { type: 'null' };
    if (f & ts.TypeFlags.Undefined || f & ts.TypeFlags.Void) return { not: {} };
    if (type.isUnion()) {
      const parts = type.types.filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)));
      const literals = parts.filter((t) => t.flags & (ts.TypeFlags.StringLiteral | ts.TypeFlags.NumberLiteral));
      const bools = parts.filter((t) => t.flags & ts.TypeFlags.BooleanLiteral);
      const others = parts.filter((t) => !literals.includes(t) && !bools.includes(t));
      const options = [];
      if (literals.length) {
        const strings = literals.filter((t) => t.flags & ts.TypeFlags.StringLiteral).map((t) => t.value);
        const numbers = literals.filter((t) => t.flags & ts.TypeFlags.NumberLiteral).map((t) => t.value);
        if (strings.length) options.push({ type: 'string', enum: strings });
        if (numbers.length) options.push({ type: 'number', enum: numbers });
      }
      if (bools.length === 2) options.push({ type: 'boolean' });
      else if (bools.length) options.push({ type: 'boolean', const: bools[0].intrinsicName === 'true' });
      for (const t of others) options.push(convert(t, depth + 1));
      return options.length === 1 ? options[0] : { anyOf: options };
    }
    if (checker.isArrayType(type)) return { type: 'array', items: convert(checker.getTypeArguments(type)[0], depth + 1) };
    if (checker.isTupleType(type)) {
      const items = checker.getTypeArguments(type).map((t) => convert(t, depth + 1));
      return { type: 'array', prefixItems: items, minItems: type.target.minLength, ...(type.target.hasRestElement ? {} : { maxItems: items.length }) };
    }
    if (type.symbol?.name === 'Date') return { type: 'string', format: 'date-time' };
    if (f & ts.TypeFlags.Object || type.isIntersection()) {
      if (type.getCallSignatures().length) return {};
      const properties = {};
      const required = [];
      for (const prop of checker.getPropertiesOfType(type)) {
        const decl = prop.valueDeclaration ?? prop.declarations?.[0];
        const propType = decl ? checker.getTypeOfSymbolAtLocation(prop, decl) : checker.getTypeOfSymbol(prop);
        if (propType.getCallSignatures().length) continue;
        properties[prop.name] = withDoc(convert(propType, depth + 1), prop);
        if (!(prop.flags & ts.SymbolFlags.Optional)) required.push(prop.name);
      }
      const index = checker.getIndexInfoOfType(type, ts.IndexKind.String);
      return {
        type: 'object',
        properties,
        ...(required.length ? { required } : {}),
        ...(index ? { additionalProperties: convert(index.type, depth + 1) } : {}),
      };
    }
    return {};
  }

  for (const [type, name] of named) {
    const symbol = type.aliasSymbol ?? type.symbol;
    schemas[name] = withDoc(convert(type, 0, true), symbol);
  }
  return schemas;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const out = process.argv[2] ?? CONTRACT_TYPES_OUT;
  const started = Date.now();
  const schemas = contractTypesSchema();
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify(schemas));
  console.log(`  build: ${Object.keys(schemas).length} contract types as JSON Schema in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
