import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { todayIso } from '../../../../shared/dates';
import { runsPastMidnight } from '../../../../shared/gigs/gig-times';
import { gigBody, gigMessages, type Gig, type GigInput } from '../../../../shared/gigs';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { ToggleSwitch } from '../../../components/toggle-switch';
import { FormAlert } from '../../../components/form-alert';
import { fromSchema, useForm } from '../../../lib/forms/use-form';
import { publicGigsQueryKey } from '../api/get-public-gigs';
import { savedVenuesQueryKey } from '../../venues/api/get-saved-venues';
import { upcomingGigsQueryKey } from '../api/get-upcoming-gigs';
import { useSaveGig } from '../api/save-gig';
import type { VenueSuggestion } from '../../venues/api/search-venues';
import { autoSessionName, followsVenue, gigToValues, newGigValues, repeatInput, type GigFormValues } from '../gig-form';
import { GigRepeatFields, GigScopeChoice } from './gig-repeat-fields';
import { GigShareButtons } from './gig-share-buttons';

const isTime = (text: string) => /^\d\d:\d\d/.test(text);
/** 23:30 to 01:30 is a late gig, not a typo: said beside the end time as it is typed. */
const endsNextDay = (start: string, end: string) => isTime(start) && isTime(end) && runsPastMidnight(start, end);
import { VenueDetailsPanel } from './venue-details-panel';
import { VenueNameField } from './venue-name-field';
import { useHasSubscriptionAccess } from '../../subscriptions/components/subscription-lock';

/** Spec 1 §9: 'Scheduled!' / 'Updated!' shows for 1.5 s before the modal closes. */
const SUCCESS_DISPLAY_MS = 1500;

const toInput = (values: GigFormValues): GigInput => ({
  venue_name: values.venueName,
  location_address: values.locationAddress,
  session_name: values.sessionName,
  scheduled_date: values.date,
  scheduled_start_time: values.startTime,
  scheduled_end_time: values.endTime,
  is_publicly_visible: values.isPublic,
  repeat: repeatInput(values),
});

/** The server's schema checks the form, each issue pointed at its field. */
const check = fromSchema(gigBody, toInput, {
  venue_name: 'venueName',
  scheduled_date: 'date',
  scheduled_start_time: 'startTime',
  scheduled_end_time: 'endTime',
  location_address: 'locationAddress',
  session_name: 'sessionName',
  repeat: 'repeat',
});

interface ScheduleGigModalProps {
  /** The gig being edited, or null to schedule a new one. */
  gig: Gig | null;
  stageName: string;
  qrCodeId: string;
  onClose: () => void;
}

/** Spec 1 "Schedule a Gig modal (create or edit)", §4 gig form, §5, §9. */
export function ScheduleGigModal({ gig, stageName, qrCodeId, onClose }: ScheduleGigModalProps) {
  const isEdit = gig !== null;
  const hasAccess = useHasSubscriptionAccess();
  const form = useForm(() => (gig ? gigToValues(gig) : newGigValues()), check);
  const { values, setValues } = form;
  const [pickedVenue, setPickedVenue] = useState<VenueSuggestion | null>(null);
  const lastAutoName = useRef<string | null>(null);
  const venueInput = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<'editing' | 'saved'>('editing');
  const [seriesDates, setSeriesDates] = useState<number | null>(null);
  const save = useSaveGig();
  const queryClient = useQueryClient();

  const closeAndRefresh = useEffectEvent(() => {
    void queryClient.invalidateQueries({ queryKey: upcomingGigsQueryKey });
    void queryClient.invalidateQueries({ queryKey: publicGigsQueryKey });
    void queryClient.invalidateQueries({ queryKey: savedVenuesQueryKey });
    void queryClient.invalidateQueries({ queryKey: ['venues', 'search'] });
    onClose();
  });

  useEffect(() => {
    if (status !== 'saved') return;
    const timer = window.setTimeout(closeAndRefresh, SUCCESS_DISPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const set = form.setField;
  const clearVenueMessage = () => {
    if (form.invalidField === 'venueName') form.clearMessage();
  };

  /** A new venue name: the session name follows it while it is still ours to fill (spec 1 §4). */
  const withVenue = (current: GigFormValues, venueName: string, locationAddress?: string): GigFormValues => {
    const next = { ...current, venueName, ...(locationAddress !== undefined ? { locationAddress } : {}) };
    if (followsVenue(current.sessionName, lastAutoName.current)) {
      next.sessionName = venueName.trim() ? autoSessionName(stageName, venueName) : '';
      lastAutoName.current = next.sessionName;
    }
    return next;
  };

  const onVenueTyped = (venueName: string) => {
    // Typing a different venue name drops the picked venue (spec 1 §4).
    if (pickedVenue && venueName !== pickedVenue.venue_name) setPickedVenue(null);
    setValues((current) => withVenue(current, venueName));
    clearVenueMessage();
  };

  const onVenuePicked = (venue: VenueSuggestion) => {
    setPickedVenue(venue.source === 'global' ? venue : null);
    setValues((current) => withVenue(current, venue.venue_name, venue.location_address ?? current.locationAddress));
    clearVenueMessage();
  };

  const onClearVenue = () => {
    setPickedVenue(null);
    setValues((current) => withVenue({ ...current, locationAddress: '' }, ''));
    venueInput.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending || status === 'saved') return;
    if (!form.check()) return;
    // Sent as typed (the server trims and checks again). Only a venue picked from the database in
    // this form links the gig to it; otherwise the server keeps the gig's link (edit) or finds the
    // venue by its name.
    const payload: GigInput = {
      ...toInput(values),
      ...(pickedVenue?.place_id ? { venue_id: pickedVenue.place_id } : {}),
    };
    save.mutate(
      { id: gig?.id ?? null, body: payload, scope: gig?.series ? values.scope : undefined },
      {
        onSuccess: (saved) => {
          setSeriesDates(saved.series_dates ?? null);
          setStatus('saved');
        },
        onError: (caught) => {
          // Spec 1 §8 says a failed gig save is only logged; the reason is shown too, so the
          // musician can fix it (a date in the past, a venue removed from the database).
          console.error('Gig save failed:', caught);
          form.fail(errorMessage(caught, 'Failed to save gig', gigMessages.networkError));
        },
      },
    );
  };

  const validity = (field: keyof GigFormValues) => ({
    isInvalid: form.invalidField === field,
    errorMessageId: form.messageId,
  });
  const canShare = values.venueName.trim() !== '' && values.date !== '';
  const pageUrl = `${window.location.origin}/artist/${encodeURIComponent(qrCodeId)}`;
  const isSaved = status === 'saved';
  const submitLabel = isEdit ? 'Update Gig' : 'Schedule Gig';

  return (
    <Modal isOpen title={isEdit ? 'Edit Gig' : 'Schedule a Gig'} onClose={onClose}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <VenueNameField
          value={values.venueName}
          onChange={onVenueTyped}
          onPick={onVenuePicked}
          inputRef={venueInput}
          {...validity('venueName')}
        />
        {pickedVenue ? <VenueDetailsPanel venue={pickedVenue} onClear={onClearVenue} /> : null}
        <TextField
          label="Venue Address (optional)"
          name="location_address"
          autoComplete="street-address"
          maxLength={300}
          value={values.locationAddress}
          onChange={(event) => set('locationAddress', event.target.value)}
          {...validity('locationAddress')}
        />
        <TextField
          label="Session Name"
          name="session_name"
          maxLength={120}
          value={values.sessionName}
          onChange={(event) => set('sessionName', event.target.value)}
          hint={`Filled in as "${stageName.trim()} @ venue" until you write your own.`}
          {...validity('sessionName')}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Date"
            name="scheduled_date"
            type="date"
            required
            className="col-span-2"
            min={isEdit ? undefined : todayIso()}
            value={values.date}
            onChange={(event) => set('date', event.target.value)}
            {...validity('date')}
          />
          <TextField
            label="Start Time"
            name="scheduled_start_time"
            type="time"
            required
            value={values.startTime}
            onChange={(event) => set('startTime', event.target.value)}
            {...validity('startTime')}
          />
          <TextField
            label="End Time (required)"
            name="scheduled_end_time"
            type="time"
            required
            value={values.endTime}
            hint={endsNextDay(values.startTime, values.endTime) ? gigMessages.endsNextDay : undefined}
            onChange={(event) => set('endTime', event.target.value)}
            {...validity('endTime')}
          />
        </div>
        {isEdit ? (
          gig?.series ? (
            <GigScopeChoice
              label={`Part of a series: ${gig.series.label}. Apply changes to`}
              scope={values.scope}
              onChange={(scope) => set('scope', scope)}
            />
          ) : null
        ) : (
          <GigRepeatFields values={values} set={set} {...validity('repeat')} />
        )}
        <ToggleSwitch
          label="Public Gig"
          description={gigMessages.publicGigLabel}
          isOn={values.isPublic}
          onChange={(isOn) => set('isPublic', isOn)}
        />
        {values.isPublic && !hasAccess && !(isEdit && gig?.is_publicly_visible) ? (
          <p role="note" className="rounded-control bg-surface-raised px-3 py-2 text-pretty text-sm text-ink">
            Public gigs need an active subscription. Switch off Public Gig to keep this gig to yourself, or subscribe
            from your dashboard.
          </p>
        ) : null}
        {canShare ? <GigShareButtons values={values} stageName={stageName} pageUrl={pageUrl} /> : null}
        <FormAlert id={form.messageId} message={form.message} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={isSaved}>
            Cancel
          </Button>
          <Button
            type="submit"
            disabled={!values.date || !values.startTime}
            isLoading={save.isPending}
            loadingText={isEdit ? 'Updating…' : 'Scheduling…'}
            icon={isSaved ? <CircleCheck aria-hidden="true" className="size-5" /> : undefined}
            aria-live="polite"
          >
            {isSaved
              ? isEdit
                ? gigMessages.updated
                : seriesDates
                  ? gigMessages.seriesScheduled(seriesDates)
                  : gigMessages.scheduled
              : submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
