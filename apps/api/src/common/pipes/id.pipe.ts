import type { PipeTransform } from '@nestjs/common';
import { parseId } from '@cod/contracts';
import { InvalidInputError } from '../errors/domain-error.js';

/** A database id from the path (a positive 32-bit integer), or 400 with the given Serbian message. */
export class IdPipe implements PipeTransform<string, number> {
  constructor(private readonly message: string) {}
  transform(value: string): number {
    const id = parseId(value);
    if (id === null) throw new InvalidInputError(this.message);
    return id;
  }
}
