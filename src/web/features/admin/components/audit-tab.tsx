import { useState } from 'react';
import { useAudit } from '../api/admin-api';
import type { AuditEntry } from '../../../../shared/admin/audit';
import { dateTime, Loaded, Panel } from './admin-ui';
import { DataTable, type Column } from './data-table';
import { FilterSelect } from './filters';

const actions = [
  '',
  'admin.signed_in',
  'admin.sign_in_failed',
  'user.activated',
  'user.deactivated',
  'user.created',
  'user.deleted',
  'subscription.granted_free',
  'subscription.revoked_free',
  'subscription.cancelled',
  'subscription.refunded',
  'subscription.trial_extended',
  'withdrawal.approved',
  'withdrawal.rejected',
  'venue.created',
  'venue.updated',
  'venue.deleted',
  'session.paused',
  'session.ended',
  'gig.updated',
  'gig.deleted',
  'song.created',
  'song.updated',
  'song.deleted',
  'settings.updated',
  'maintenance.on',
  'maintenance.off',
];

const show = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

const columns: ReadonlyArray<Column<AuditEntry>> = [
  {
    header: 'When',
    cell: (entry) => dateTime(entry.created_at),
    sortBy: (entry) => entry.created_at,
    isNumeric: true,
    phone: 'title',
  },
  { header: 'Admin', cell: (entry) => entry.admin_email ?? '—', sortBy: (entry) => entry.admin_email },
  { header: 'Action', cell: (entry) => entry.action, sortBy: (entry) => entry.action, className: 'font-mono' },
  {
    header: 'Record',
    cell: (entry) => (entry.target_type ? `${entry.target_type} #${entry.target_id}` : '—'),
    sortBy: (entry) => entry.target_type,
  },
  { header: 'Before', cell: (entry) => show(entry.before), className: 'max-w-64 font-mono text-xs' },
  { header: 'After', cell: (entry) => show(entry.after), className: 'max-w-64 font-mono text-xs' },
];

/** Beyond the spec: who did what to which record, when, with before and after. */
export function AuditTab() {
  const [action, setAction] = useState('');
  const [page, setPage] = useState(1);
  const audit = useAudit(action, page);
  return (
    <Panel title="Audit log">
      <FilterSelect
        label="Action"
        className="mb-3 max-w-sm"
        value={action}
        options={actions.map((name) => [name, name || 'All actions'] as const)}
        onChange={(value) => {
          setAction(value);
          setPage(1);
        }}
      />
      <Loaded query={audit} empty="Nothing recorded yet." isEmpty={(d) => d.entries.length === 0}>
        {(d) => (
          <DataTable
            caption="Audit log"
            rows={d.entries}
            rowKey={(entry) => entry.id}
            columns={columns}
            paging={{ page, hasMore: d.has_more, labels: ['Newer', 'Older'], onPage: setPage }}
          />
        )}
      </Loaded>
    </Panel>
  );
}
