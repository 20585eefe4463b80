import { useState } from 'react';
import { Button } from '../../../components/button';
import { useAudit } from '../api/admin-api';
import { cell, numCell, dateTime, Loaded, Panel, Table } from './admin-ui';

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

/** Beyond the spec (issue 11): who did what to which record, when, with before and after. */
export function AuditTab() {
  const [action, setAction] = useState('');
  const [page, setPage] = useState(1);
  const audit = useAudit(action, page);
  return (
    <Panel title="Audit log">
      <label className="mb-3 grid max-w-sm gap-1 text-sm font-semibold text-ink">
        Action
        <select
          className="min-h-11 rounded-control border border-line-strong bg-surface-raised px-3 text-base font-normal"
          value={action}
          onChange={(event) => {
            setAction(event.target.value);
            setPage(1);
          }}
        >
          {actions.map((name) => (
            <option key={name} value={name}>
              {name || 'All actions'}
            </option>
          ))}
        </select>
      </label>
      <Loaded query={audit} empty="Nothing recorded yet." isEmpty={(d) => d.entries.length === 0}>
        {(d) => (
          <>
            <Table caption="Audit log" head={['When', 'Admin', 'Action', 'Record', 'Before', 'After']}>
              {d.entries.map((entry) => (
                <tr key={entry.id}>
                  <td className={numCell}>{dateTime(entry.created_at)}</td>
                  <td className={cell}>{entry.admin_email ?? '—'}</td>
                  <td className={`${cell} font-mono`}>{entry.action}</td>
                  <td className={cell}>{entry.target_type ? `${entry.target_type} #${entry.target_id}` : '—'}</td>
                  <td className={`${cell} max-w-64 font-mono text-xs`}>{show(entry.before)}</td>
                  <td className={`${cell} max-w-64 font-mono text-xs`}>{show(entry.after)}</td>
                </tr>
              ))}
            </Table>
            <div className="mt-3 flex justify-end gap-2">
              <Button size="compact" variant="secondary" disabled={page === 1} onClick={() => setPage(page - 1)}>
                Newer
              </Button>
              <Button size="compact" variant="secondary" disabled={!d.has_more} onClick={() => setPage(page + 1)}>
                Older
              </Button>
            </div>
          </>
        )}
      </Loaded>
    </Panel>
  );
}
