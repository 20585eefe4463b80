import { z } from 'zod';

/** Invoices and credit notes for the plan (decision 049): what Settings → Subscription lists and prints. */
export const billingDocumentKind = z.enum(['invoice', 'credit_note']);

/** "INV-000042", "CN-000003": one gapless sequence per kind. */
export const documentNumber = (kind: z.infer<typeof billingDocumentKind>, number: number) =>
  `${kind === 'invoice' ? 'INV' : 'CN'}-${String(number).padStart(6, '0')}`;

export const billingDocument = z.object({
  id: z.number(),
  kind: billingDocumentKind,
  number: z.string(),
  amount: z.number(),
  issued_at: z.string(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
});
export type BillingDocument = z.infer<typeof billingDocument>;

export const billingDocumentDetail = billingDocument.extend({
  seller: z.object({ name: z.string(), address: z.string() }),
  buyer: z.object({ stage_name: z.string(), email: z.string() }),
  description: z.string(),
});
export type BillingDocumentDetail = z.infer<typeof billingDocumentDetail>;

export const invoiceMessages = {
  notFound: 'Invoice not found',
} as const;
