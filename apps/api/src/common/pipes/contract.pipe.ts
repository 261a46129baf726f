import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { pickKnown, validate, type Schema } from '@cod/contracts';

/**
 * Validates a request body against a schema from libs/contracts (the same rules and Serbian
 * messages the forms use) and passes on only the fields the schema knows.
 * 400 answers carry the first message in `message` and every field's message in `errors`.
 */
export class ContractPipe<T> implements PipeTransform<unknown, T> {
  constructor(private readonly schema: Schema<T>) {}

  transform(value: unknown): T {
    const result = validate(this.schema, value);
    if (!result.ok) {
      throw new BadRequestException({
        statusCode: 400,
        message: result.firstError,
        error: 'Bad Request',
        errors: result.errors,
      });
    }
    return pickKnown(this.schema, value);
  }
}
