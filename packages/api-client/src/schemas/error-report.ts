import * as v from 'valibot';
import { dateTimeWireSchema } from './common';

/** Error report; POST /errors body. */
export const errorReportSchema = v.object({
  message: v.string(),
  name: v.string(),
  stack: v.nullish(v.string()),
  componentStack: v.nullish(v.string()),
  timestamp: dateTimeWireSchema,
  userAgent: v.string(),
  url: v.string(),
  severity: v.literal('error'),
});
export type ErrorReport = v.InferOutput<typeof errorReportSchema>;
