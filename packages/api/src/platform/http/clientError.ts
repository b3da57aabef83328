import { z } from 'zod';

/**
 * Errors raised by Express itself and body-parser: http-errors objects with a 4xx status
 * and, for body-parser, a `type` naming what went wrong.
 */
const clientErrorSchema = z.object({
  status: z.number().int().min(400).max(499),
  type: z.string().optional(),
});

const BODY_PARSER_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON.',
  'entity.too.large': 'The request body is too large.',
  'entity.verify.failed': 'The request body could not be verified.',
  'request.aborted': 'The request was aborted before its body arrived.',
  'request.size.invalid': 'The request body did not match its declared length.',
  'encoding.unsupported': 'The request body uses an encoding we do not support.',
  'charset.unsupported': 'The request body uses a character set we do not support.',
};

export interface ClientError {
  status: number;
  message: string;
}

export function clientErrorOf(error: unknown): ClientError | undefined {
  const parsed = clientErrorSchema.safeParse(error);
  if (!parsed.success) return undefined;
  const { status, type } = parsed.data;
  const message = (type && BODY_PARSER_MESSAGES[type]) ?? 'The request could not be understood.';
  return { status, message };
}
