import { z } from 'zod';

// The Audit log tab: who did what to which record, when.

export const auditQuery = z.object({
  action: z.string().trim().max(60).default(''),
  target_type: z.string().trim().max(40).default(''),
  admin_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const AUDIT_PAGE_SIZE = 50;

export const auditEntry = z.object({
  id: z.number(),
  admin_id: z.number().nullable(),
  admin_email: z.string().nullable(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
