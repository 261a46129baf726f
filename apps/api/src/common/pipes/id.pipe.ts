import { BadRequestException, type PipeTransform } from '@nestjs/common';

/** A positive integer id from the path, or 400 with the given Serbian message. */
export class IdPipe implements PipeTransform<string, number> {
  constructor(private readonly message: string) {}
  transform(value: string): number {
    if (!/^\d{1,9}$/.test(value) || Number(value) < 1) throw new BadRequestException(this.message);
    return Number(value);
  }
}
