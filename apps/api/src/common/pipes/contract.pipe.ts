import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { pickKnown, validate, type Schema, type ValidationResult } from '@cod/contracts';

/**
 * Validates a request body against a schema from libs/contracts (the same rules and Serbian
 * messages the forms use) and passes on only the fields the schema knows.
 * 400 answers carry the first message in `message` and every field's message in `errors`.
 */
export class ContractPipe<T> implements PipeTransform<unknown, T> {
  constructor(private readonly schema: Schema<T>) {}

  transform(value: unknown): T {
    const result = validate(this.schema, value);
    if (!result.ok) throw this.badRequest(result);
    return pickKnown(this.schema, value);
  }

  /** The 400 answer for a failed validation: the first message, and every field's. */
  badRequest(result: ValidationResult<T>): BadRequestException {
    return new BadRequestException({ statusCode: 400, message: result.firstError, error: 'Bad Request', errors: result.errors });
  }
}
