import { useEffect, useRef, useState, type FormEvent } from 'react';
import { adminMessages as m } from '../../../../shared/admin/messages';
import { venueBody, type AdminVenue } from '../../../../shared/admin/venues';
import { VENUE_TYPES } from '../../../../shared/constants';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { Modal } from '../../../components/modal';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { api, errorMessage } from '../../../lib/api-client';
import { fromSchema, useForm } from '../../../lib/forms/use-form';
import { useAdminAction } from '../api/admin-api';

/** Spec 2 §4 'Venue draft': a new venue's form is kept locally after 500 ms of quiet. */
const DRAFT_KEY = 'stagecall:admin:venue-draft';
const DRAFT_DELAY_MS = 500;

interface Values {
  venue_name: string;
  location_address: string;
  city: string;
  country: string;
  venue_type: string;
  description: string;
  website_url: string;
  phone_number: string;
}

const blank: Values = {
  venue_name: '',
  location_address: '',
  city: '',
  country: '',
  venue_type: '',
  description: '',
  website_url: '',
  phone_number: '',
};

function savedDraft(): Values {
  try {
    const text = localStorage.getItem(DRAFT_KEY);
    return text ? { ...blank, ...(JSON.parse(text) as Partial<Values>) } : blank;
  } catch {
    return blank;
  }
}

const forgetDraft = () => localStorage.removeItem(DRAFT_KEY);

const valuesOf = (venue: AdminVenue): Values => ({
  venue_name: venue.venue_name,
  location_address: venue.location_address ?? '',
  city: venue.city ?? '',
  country: venue.country ?? '',
  venue_type: venue.venue_type ?? '',
  description: venue.description ?? '',
  website_url: venue.website_url ?? '',
  phone_number: venue.phone_number ?? '',
});

/** The type comes from the list's options; '' (none chosen) is sent as null. */
const toBody = (v: Values) => ({ ...v, venue_type: VENUE_TYPES.find((type) => type === v.venue_type) ?? null });

const typeLabel = (type: string) => type.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** Spec 2 'Add/Edit Venue': URL and phone checked; a new venue's draft survives closing the modal. */
export function VenueModal({ venue, onClose }: { venue: AdminVenue | null; onClose: () => void }) {
  const isEdit = venue !== null;
  const save = useAdminAction((body: ReturnType<typeof toBody>) =>
    isEdit
      ? api.PUT('/api/admin/venues/{id}', { path: { id: venue.id }, body })
      : api.POST('/api/admin/venues', { body }),
  );
  const form = useForm<Values, unknown>(
    () => {
      // Editing an existing venue clears the new-venue draft (spec 2 §4).
      if (isEdit) {
        forgetDraft();
        return valuesOf(venue);
      }
      return savedDraft();
    },
    fromSchema(venueBody, toBody),
  );
  const [hasDraft, setHasDraft] = useState(() => !isEdit && JSON.stringify(form.values) !== JSON.stringify(blank));

  // Closed with the X or Escape inside the 500 ms, the last keystrokes are kept too; Save, Clear
  // and Cancel mark the draft as gone so nothing writes it back.
  const latest = useRef({ values: form.values, isGone: isEdit });
  useEffect(() => {
    latest.current.values = form.values;
    if (isEdit) return;
    const timer = window.setTimeout(() => {
      localStorage.setItem(DRAFT_KEY, JSON.stringify(form.values));
    }, DRAFT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [form.values, isEdit]);
  useEffect(
    () => () => {
      const { values, isGone } = latest.current;
      if (!isGone && JSON.stringify(values) !== JSON.stringify(blank)) {
        localStorage.setItem(DRAFT_KEY, JSON.stringify(values));
      }
    },
    [],
  );
  const dropDraft = () => {
    latest.current.isGone = true;
    forgetDraft();
  };

  const close = () => {
    if (!isEdit) dropDraft();
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || !form.check()) return;
    save.mutate(toBody(form.values), {
      onSuccess: () => {
        if (!isEdit) dropDraft();
        onClose();
      },
      onError: (error) => form.fail(errorMessage(error, m.saveVenueFailed, m.saveVenueError)),
    });
  };

  const field = (name: keyof Values, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      value={form.values[name]}
      onChange={(event) => form.setField(name, event.target.value)}
      {...form.fieldProps(name)}
      {...extra}
    />
  );

  return (
    <Modal isOpen title={isEdit ? 'Edit Venue' : 'Add Venue'} onClose={onClose}>
      <form noValidate className="grid gap-4" onSubmit={onSubmit}>
        {hasDraft ? (
          <p role="status" className="rounded-control bg-accent-soft px-3 py-2 text-sm text-ink">
            Your unsaved draft was restored.
          </p>
        ) : null}
        {field('venue_name', 'Venue name')}
        {field('location_address', 'Address (optional)')}
        <div className="grid gap-4 sm:grid-cols-2">
          {field('city', 'City (optional)')}
          {field('country', 'Country (optional)')}
        </div>
        <label className="grid gap-1 text-sm font-semibold text-ink">
          Venue type
          <select
            className="min-h-11 rounded-control border border-line-strong bg-surface-raised px-3 text-base font-normal"
            value={form.values.venue_type}
            onChange={(event) => form.setField('venue_type', event.target.value)}
          >
            <option value="">Not set</option>
            {VENUE_TYPES.map((type) => (
              <option key={type} value={type}>
                {typeLabel(type)}
              </option>
            ))}
          </select>
        </label>
        <TextAreaField
          label="Description (optional)"
          value={form.values.description}
          onChange={(event) => form.setField('description', event.target.value)}
        />
        {field('website_url', 'Website (optional)', { type: 'url', placeholder: 'https://' })}
        {field('phone_number', 'Phone (optional)', { type: 'tel' })}
        <FormAlert id={form.messageId} message={form.message} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {!isEdit ? (
            <Button
              variant="ghost"
              onClick={() => {
                forgetDraft();
                form.setValues(blank);
                setHasDraft(false);
              }}
            >
              Clear
            </Button>
          ) : null}
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" isLoading={save.isPending} loadingText="Saving…">
            {isEdit ? 'Save Venue' : 'Add Venue'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
