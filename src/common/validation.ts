import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

/** Flattens class-validator errors into SPEC's field-error shape: `{field: [messages]}`. */
export function fieldErrors(errors: ValidationError[], prefix = ''): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const error of errors) {
    const key = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) out[key] = Object.values(error.constraints);
    if (error.children?.length) Object.assign(out, fieldErrors(error.children, key));
  }
  return out;
}

/** Throws a 400 in SPEC's field-error shape. */
export function fieldError(field: string, message: string): never {
  throw new BadRequestException({ [field]: [message] });
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new BadRequestException(fieldErrors(errors)),
  });
}
