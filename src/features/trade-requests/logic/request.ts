import { asFields } from '@/domain/http/inputIssues'
import {
  configurationVersion,
  mergeLines,
  TRADE_REQUEST_MAX_LINES,
  TRADE_REQUEST_MAX_QUANTITY,
  TRADE_REQUEST_MESSAGE_MAX_LENGTH,
  tradeRequestKinds,
  versionCodePattern,
  type TradeRequestKind,
  type TradeRequestLineInput,
} from '@/domain/trade/requests'
import { CONFIGURATOR_MAX_CODE_LENGTH } from '@/domain/configurator/limits'
import { z } from '@/domain/zod'

/** A checked request, ready for the store (the market is checked against the visitor's own). */
export interface TradeRequestForm {
  kind: TradeRequestKind
  market: string
  message: string
  lines: TradeRequestLineInput[]
}

const line = z
  .object({
    version: z.string().trim().toLowerCase().regex(versionCodePattern, { error: 'tradeRequests.versionInvalid' }),
    quantity: z.coerce.number({ error: 'tradeRequests.quantityInvalid' }).int({ error: 'tradeRequests.quantityInvalid' }).min(1, { error: 'tradeRequests.quantityInvalid' }).max(TRADE_REQUEST_MAX_QUANTITY, { error: 'tradeRequests.quantityInvalid' }),
    configuration: z.string().trim().toLowerCase().max(CONFIGURATOR_MAX_CODE_LENGTH).nullish(),
  })
  .refine((value) => !value.configuration || configurationVersion(value.configuration) === value.version, { error: 'tradeRequests.configurationInvalid', path: ['configuration'] })

/**
 * What a professional sends: the kind, the market the prices are for (one of theirs, checked by
 * the endpoint), a message and 1–TRADE_REQUEST_MAX_LINES lines (a version code, a quantity and,
 * from the configurator, the configuration's address naming the same version). Lines for the
 * same version and configuration are merged.
 */
export const tradeRequestSchema: z.ZodType<TradeRequestForm> = z.preprocess(
  asFields,
  z.object({
    kind: z.enum(tradeRequestKinds, { error: 'validation.notAnOption' }),
    market: z.string({ error: 'form.fieldRequired' }).min(1, { error: 'form.fieldRequired' }).max(8),
    message: z.string().trim().max(TRADE_REQUEST_MESSAGE_MAX_LENGTH).default(''),
    lines: z
      .array(line, { error: 'tradeRequests.linesRequired' })
      .min(1, { error: 'tradeRequests.linesRequired' })
      .max(TRADE_REQUEST_MAX_LINES, { error: 'tradeRequests.tooManyLines' })
      .transform((lines) => mergeLines(lines)),
  }),
)
