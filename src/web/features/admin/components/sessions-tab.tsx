import { useState, type FormEvent } from 'react';
import { adminMessages as m } from '../../../../shared/admin/messages';
import {
  scheduledSessionBody,
  type AdminLiveSession,
  type AdminScheduledSession,
} from '../../../../shared/admin/sessions';
import { FormAlert } from '../../../components/form-alert';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { ToggleSwitch } from '../../../components/toggle-switch';
import { api, errorMessage } from '../../../lib/api-client';
import { fromSchema, useForm } from '../../../lib/forms/use-form';
import { useAdminAction, useLiveSessions, useScheduledSessions } from '../api/admin-api';
import { dateTime, FormActions, Loaded, Panel, ymdToGb } from './admin-ui';
import { musicianColumn, penceColumn } from './columns';
import { DataTable, type Column } from './data-table';

/** Spec 2 'Sessions': current live sessions (pause, end) and future scheduled ones (edit, delete). */
const liveColumns: ReadonlyArray<Column<AdminLiveSession>> = [
  musicianColumn(
    (s) => s.musician_stage_name,
    (s) => s.musician_email,
  ),
  {
    header: 'Session',
    cell: (s) => (
      <>
        {s.session_name ?? '—'}
        {s.status === 'paused' ? <span className="ml-2 font-semibold text-danger">Paused</span> : null}
      </>
    ),
    sortBy: (s) => s.session_name,
  },
  { header: 'Venue', cell: (s) => s.venue_name ?? '—', sortBy: (s) => s.venue_name },
  { header: 'Started', cell: (s) => dateTime(s.started_at), sortBy: (s) => s.started_at, isNumeric: true },
  {
    header: 'Requests',
    cell: (s) => `${s.request_stats.total} (${s.request_stats.played} played, ${s.request_stats.pending} pending)`,
    sortBy: (s) => s.request_stats.total,
  },
  penceColumn('Tips', (s) => s.total_tips_amount),
];

const scheduledColumns: ReadonlyArray<Column<AdminScheduledSession>> = [
  musicianColumn(
    (s) => s.musician_stage_name,
    (s) => s.musician_email,
  ),
  { header: 'Session', cell: (s) => s.session_name ?? '—', sortBy: (s) => s.session_name },
  { header: 'Address', cell: (s) => s.location_address ?? '—' },
  {
    header: 'Date',
    cell: (s) => ymdToGb(s.scheduled_date),
    sortBy: (s) => `${s.scheduled_date} ${s.scheduled_start_time}`,
    isNumeric: true,
  },
  { header: 'Time', cell: (s) => `${s.scheduled_start_time}–${s.scheduled_end_time ?? '?'}` },
  { header: 'Venue', cell: (s) => s.venue_name, sortBy: (s) => s.venue_name },
  {
    header: 'Visibility',
    cell: (s) => (s.is_publicly_visible ? 'Public' : 'Private'),
    sortBy: (s) => (s.is_publicly_visible ? 1 : 0),
    phone: 'status',
  },
];

/** Spec 2 'Sessions': current live sessions (pause, end) and future scheduled ones (edit, delete). */
export function SessionsTab() {
  const live = useLiveSessions();
  const scheduled = useScheduledSessions();
  const [editing, setEditing] = useState<AdminScheduledSession | null>(null);
  const pause = useAdminAction((id: number) => api.POST('/api/admin/sessions/live/{id}/pause', { path: { id } }));
  const end = useAdminAction((id: number) => api.POST('/api/admin/sessions/live/{id}/end', { path: { id } }));
  const remove = useAdminAction((id: number) => api.DELETE('/api/admin/sessions/scheduled/{id}', { path: { id } }));
  return (
    <div className="grid gap-6">
      <Panel title="Current Live Sessions">
        <Loaded query={live} empty="Nobody is live right now." isEmpty={(d) => d.sessions.length === 0}>
          {(d) => (
            <DataTable
              caption="Current live sessions"
              rows={d.sessions}
              rowKey={(s) => s.id}
              columns={liveColumns}
              paging={{ pageSize: 25, noun: ['session', 'sessions'] }}
              actions={(s) => [
                s.status === 'active' && {
                  label: 'Pause',
                  name: `Pause the session of ${s.musician_stage_name}`,
                  confirm: {
                    title: 'Pause this session?',
                    message: `Fans cannot send ${s.musician_stage_name} requests until the musician resumes it.`,
                    confirmLabel: 'Pause',
                    failure: m.pauseFailed,
                    run: () => pause.mutateAsync(s.id),
                  },
                },
                {
                  label: 'End',
                  name: `End the session of ${s.musician_stage_name}`,
                  variant: 'danger',
                  confirm: {
                    title: 'End this session?',
                    message: `${s.musician_stage_name}'s show ends now; their manager learns of it at once.`,
                    confirmLabel: 'End session',
                    failure: 'Failed to end session',
                    run: () => end.mutateAsync(s.id),
                  },
                },
              ]}
            />
          )}
        </Loaded>
      </Panel>
      <Panel title="Future Scheduled Sessions">
        <Loaded query={scheduled} empty="No gigs are scheduled." isEmpty={(d) => d.sessions.length === 0}>
          {(d) => (
            <DataTable
              caption="Future scheduled sessions"
              rows={d.sessions}
              rowKey={(s) => s.id}
              columns={scheduledColumns}
              paging={{ pageSize: 25, noun: ['gig', 'gigs'] }}
              actions={(s) => [
                { label: 'Edit', name: `Edit the gig at ${s.venue_name}`, onClick: () => setEditing(s) },
                {
                  label: 'Delete',
                  name: `Delete the gig at ${s.venue_name}`,
                  variant: 'danger',
                  confirm: {
                    title: 'Delete this scheduled session?',
                    message: `${s.musician_stage_name}'s gig at ${s.venue_name} on ${ymdToGb(s.scheduled_date)} is removed.`,
                    confirmLabel: 'Delete',
                    failure: m.updateSessionFailed,
                    run: () => remove.mutateAsync(s.id),
                  },
                },
              ]}
            />
          )}
        </Loaded>
      </Panel>
      {editing ? <EditScheduledModal session={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

interface Values {
  venue_name: string;
  session_name: string;
  location_address: string;
  scheduled_date: string;
  scheduled_start_time: string;
  scheduled_end_time: string;
  is_publicly_visible: boolean;
}

function EditScheduledModal({ session, onClose }: { session: AdminScheduledSession; onClose: () => void }) {
  const save = useAdminAction((body: Values) =>
    api.PUT('/api/admin/sessions/scheduled/{id}', { path: { id: session.id }, body }),
  );
  const form = useForm<Values, unknown>(
    {
      venue_name: session.venue_name,
      session_name: session.session_name ?? '',
      location_address: session.location_address ?? '',
      scheduled_date: session.scheduled_date,
      scheduled_start_time: session.scheduled_start_time,
      scheduled_end_time: session.scheduled_end_time ?? '',
      is_publicly_visible: session.is_publicly_visible,
    },
    fromSchema(scheduledSessionBody, (values: Values) => values),
  );
  const field = (name: Exclude<keyof Values, 'is_publicly_visible'>, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      value={form.values[name]}
      onChange={(event) => form.setField(name, event.target.value)}
      {...form.fieldProps(name)}
    />
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || !form.check()) return;
    save.mutate(form.values, {
      onSuccess: onClose,
      onError: (error) => form.fail(errorMessage(error, m.updateSessionFailed, m.updateSessionFailed)),
    });
  };
  return (
    <Modal isOpen title="Edit Scheduled Session" onClose={onClose}>
      <form noValidate className="grid gap-4" onSubmit={onSubmit}>
        {field('venue_name', 'Venue')}
        {field('session_name', 'Session name (optional)')}
        {field('location_address', 'Address (optional)')}
        {field('scheduled_date', 'Date (required)', 'date')}
        <div className="grid grid-cols-2 gap-3">
          {field('scheduled_start_time', 'Start (required)', 'time')}
          {field('scheduled_end_time', 'End (required)', 'time')}
        </div>
        <ToggleSwitch
          label="Public"
          description="Shown on the artist page and Future Events"
          isOn={form.values.is_publicly_visible}
          onChange={(isOn) => form.setField('is_publicly_visible', isOn)}
        />
        <FormAlert id={form.messageId} message={form.message} />
        <FormActions onCancel={onClose} isBusy={save.isPending} busyLabel="Saving…" submitLabel="Save" />
      </form>
    </Modal>
  );
}
