import type { PipeTransform } from '@nestjs/common';
import { pickKnown, validate, type Schema } from '@cod/contracts';
import { InvalidInputError } from '../errors/domain-error.js';

/**
 * A request body (or query) checked against a schema from libs/contracts (the same rules and Serbian
 * messages the forms use): only the fields the schema knows pass on. A failure is a 400 whose message
 * is the first field's and whose `errors` holds every field's.
 */
export function validateBody<T>(schema: Schema<T>, value: unknown): T {
  const result = validate(schema, value);
  if (!result.ok) throw new InvalidInputError(result.firstError!, result.errors as Record<string, string>);
  return pickKnown(schema, value);
}

/** validateBody as a Nest pipe: `@Body(new ContractPipe(schema))`, `@Query(new ContractPipe(schema))`. */
export class ContractPipe<T> implements PipeTransform<unknown, T> {
  constructor(private readonly schema: Schema<T>) {}

  transform(value: unknown): T {
    return validateBody(this.schema, value);
  }
}
