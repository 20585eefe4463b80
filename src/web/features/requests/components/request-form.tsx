import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, Send } from 'lucide-react';
import { Suspense, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { inputClasses, TextField } from '../../../components/text-field';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { activeSessionsQueryKey, type ActiveSession } from '../../live/api/get-active-sessions';
import { submitSongRequest, toSongRequestBody, type SongRequestForm } from '../api/submit-song-request';
import { createDraftStore, newIdempotencyKey, sendKeyFor, type RequestDraft } from '../draft-store';
import { requestText } from '../request-messages';
import { REQUEST_FIELD_LIMITS } from '../../../../shared/requests/request-messages';
import { formatPence, parsePoundsToPence } from '../../../../shared/money';
import { submitErrorMessage } from '../submit-error-message';
import { SongTitleField } from './song-title-field';
import type { TipChoice } from './tip-picker';
import type { RequestCheckout } from '../../../../shared/tips';
import { useMusicianByQr } from '../../artist/api/get-musician-by-qr';
import { lazyRetry, retryImport } from '../../../lib/retry-import';

// Below the fold on a phone: the tip chips load after the page's first paint (its JavaScript budget).
const PaymentChoices = lazyRetry(() => import('./tip-picker').then((m) => ({ default: m.PaymentChoices })));
// Only a fan who tips needs the card form: it loads when they choose to pay.
const PaymentStep = lazyRetry(() => import('./payment-step').then((m) => ({ default: m.PaymentStep })));

const emptyForm: SongRequestForm = { songTitle: '', artistName: '', fanName: '', message: '' };

interface RequestFormProps {
  show: ActiveSession | null;
  /** False once the live-shows stream has said the show ended. */
  isLive?: boolean;
  /** The scanned QR code's show is on its way: no 'select a show' line that would then vanish. */
  isShowLoading?: boolean;
  onSent: (show: ActiveSession, songTitle: string) => void;
  /** A send has begun: a chance to fetch what the page shows after it. */
  onSubmitStart?: () => void;
  /** Takes the fan to step one when they try to send before choosing a show. */
  onNeedShow: () => void;
}

/**
 * Step two (spec 1 §4 request flow, §5 request form rules, §8 request submit).
 *
 * The one form that keeps its own state instead of lib/forms/use-form (the recorded
 * exception, docs/decisions/016-forms.md): /request is at its 100 KB budget, and its only
 * checked field is the song title, whose message sits under the field.
 */
export function RequestForm(props: RequestFormProps) {
  const { show, isLive = true, isShowLoading = false, onSent, onSubmitStart, onNeedShow } = props;
  const queryClient = useQueryClient();
  const drafts = useMemo(() => createDraftStore(), []);
  // The draft of the show on screen: what the fan typed survives a reload, a crash or a dead spot.
  const [draftShowId, setDraftShowId] = useState<number | null>(null);
  const [send, setSend] = useState<RequestDraft['send']>(undefined);
  const [form, setForm] = useState<SongRequestForm>(emptyForm);
  const [titleError, setTitleError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [hasTriedWithoutShow, setHasTriedWithoutShow] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  // The server said the show ended (before the stream did): the page no longer reloads for it.
  const [endedShowId, setEndedShowId] = useState<number | null>(null);
  const [tip, setTip] = useState<TipChoice>({ kind: 'none' });
  const [tipError, setTipError] = useState<string | undefined>();
  const [isPremium, setIsPremium] = useState(false);
  const [isOfflineError, setIsOfflineError] = useState(false);
  const [checkout, setCheckout] = useState<{ checkout: RequestCheckout; songTitle: string } | null>(null);
  // A show chosen (or back after a reload): its draft, when it has one, replaces the empty form;
  // without one, what the fan typed for no show or another show stays.
  if (show && show.id !== draftShowId) {
    setDraftShowId(show.id);
    const draft = drafts.load(show.id);
    setSend(draft?.send);
    if (draft) {
      setForm(draft.form);
      setTip(draft.tip);
      setIsPremium(draft.isPremium);
    }
  }
  const showId = show?.id;
  useEffect(() => {
    if (showId !== undefined && showId === draftShowId) {
      drafts.save(showId, { form, tip, isPremium, send });
    }
  }, [drafts, showId, draftShowId, form, tip, isPremium, send]);
  useEffect(() => {
    if (show) drafts.keepShow(show);
  }, [drafts, show]);
  const forgetDraft = (sentTo: number) => {
    setSend(undefined);
    drafts.clear(sentTo);
    setForm(emptyForm);
    setTip({ kind: 'none' });
    setIsPremium(false);
  };
  const musician = useMusicianByQr(show?.qr_code_id ?? null, 'once');
  const titleRef = useRef<HTMLInputElement>(null);
  const messageId = useId();
  const errorId = useId();
  // On a phone a refusal sits below the fields, out of sight: bring it into view once shown.
  useEffect(() => {
    if (formError) document.getElementById(errorId)?.scrollIntoView({ block: 'center' });
  }, [formError, errorId]);
  const isDisabled = show === null;
  const prices = musician.data?.musician.request_prices ?? null;
  // What Send will ask the card for (held or taken), so the pay sheet holds no surprise: the
  // request's price and the tip; a typed tip that is not an amount yet counts as none.
  const toPay =
    (prices ? (isPremium ? prices.premium : prices.standard) : 0) +
    (tip.kind === 'chip' ? tip.pence : tip.kind === 'other' ? (parsePoundsToPence(tip.text) ?? 0) : 0);
  const hasEnded = show !== null && (!isLive || endedShowId === show.id);

  const update = (field: keyof SongRequestForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (field === 'songTitle') setTitleError(undefined);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting || hasEnded) return;
    setFormError(null);
    setIsOfflineError(false);
    if (!show) {
      setHasTriedWithoutShow(true);
      onNeedShow();
      return;
    }
    if (!form.songTitle.trim()) {
      setTitleError(requestText.songTitleRequired);
      titleRef.current?.focus();
      return;
    }
    setIsSubmitting(true);
    onSubmitStart?.();
    try {
      // Loaded with the chips the fan just used: no wait, and no weight on the page's first load.
      const { tipOf } = await retryImport(() => import('./tip-picker'), { attempts: 3 });
      const tipChoice = tipOf(tip);
      if ('error' in tipChoice) {
        setTipError(tipChoice.error);
        return;
      }
      const body = toSongRequestBody(form, tipChoice.pence, prices !== null && isPremium);
      // Kept with the draft before it leaves: a retry, even after a reload, sends the same key.
      const keyed = sendKeyFor(send, `${show.id}:${JSON.stringify(body)}`, newIdempotencyKey);
      setSend(keyed);
      drafts.save(show.id, { form, tip, isPremium, send: keyed });
      const result = await submitSongRequest(show.id, body, keyed.key);
      if (result.kind === 'pay') {
        // Send stays busy until the pay sheet's code is here: with a fallback of nothing, a sheet
        // that could not download left the tap without an answer. Failing, it says why (Retry).
        const hasPayStep = await retryImport(() => import('./payment-step'), { attempts: 3 }).then(
          () => true,
          () => false,
        );
        if (!hasPayStep) {
          setIsOfflineError(true);
          setFormError(requestText.payStepUnloaded);
          return;
        }
        setCheckout({ checkout: result.checkout, songTitle: body.song_title });
        return;
      }
      forgetDraft(show.id);
      onSent(show, body.song_title);
    } catch (error) {
      // Spec 1 §4: the show must still be live when the request is sent. The server checks it
      // under the queue's lock (404), so the fan's phone does not fetch the live list first. The
      // page stays (what the fan typed with it), Send says why it waits, and the lists refresh.
      if (error instanceof ApiError && error.code === 'session_not_live') {
        setFormError(requestText.staleSession);
        setEndedShowId(show.id);
        void queryClient.invalidateQueries({ queryKey: activeSessionsQueryKey });
        return;
      }
      // A part of the page that could not download is a connection problem too.
      const isOffline = error instanceof NetworkError || !(error instanceof ApiError);
      setIsOfflineError(isOffline);
      setFormError(isOffline ? requestText.unreachable : submitErrorMessage(error));
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-describedby={formError ? errorId : undefined}>
        {/* While a QR code's show loads, the line shows only once Send is tapped: it says to wait. */}
        {show === null && (!isShowLoading || hasTriedWithoutShow) ? (
          <p
            role={hasTriedWithoutShow ? 'alert' : undefined}
            className={`mb-4 flex items-center gap-2 rounded-control px-4 py-3 text-sm font-medium ${
              hasTriedWithoutShow ? 'bg-danger-soft text-danger' : 'bg-surface-raised text-ink'
            }`}
          >
            <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
            {isShowLoading ? requestText.showLoading : requestText.selectShow}
          </p>
        ) : null}
        <fieldset disabled={isDisabled} className="grid gap-4">
          <legend className="sr-only">Your request</legend>
          <SongTitleField
            value={form.songTitle}
            onValueChange={update('songTitle')}
            onPick={(song) => {
              setForm((current) => ({ ...current, songTitle: song.song_title, artistName: song.artist_name ?? '' }));
              setTitleError(undefined);
            }}
            disabled={isDisabled}
            error={titleError}
            inputRef={titleRef}
            sessionId={show?.id}
            hint={
              show?.repertoire_only
                ? `${show.stage_name} plays songs from their list tonight: pick a suggestion.`
                : undefined
            }
          />
          <TextField
            label="Artist name (optional)"
            name="artist_name"
            autoComplete="off"
            enterKeyHint="next"
            maxLength={REQUEST_FIELD_LIMITS.artistName}
            value={form.artistName}
            onChange={(event) => update('artistName')(event.target.value)}
          />
          <TextField
            label="Your name (optional)"
            name="fan_name"
            autoComplete="given-name"
            enterKeyHint="next"
            maxLength={REQUEST_FIELD_LIMITS.fanName}
            value={form.fanName}
            onChange={(event) => update('fanName')(event.target.value)}
          />
          <div>
            <label htmlFor={messageId} className="mb-1.5 block text-sm font-medium text-ink">
              Message (optional)
            </label>
            <textarea
              id={messageId}
              name="message"
              rows={3}
              maxLength={REQUEST_FIELD_LIMITS.message}
              placeholder="A dedication, or why this song…"
              value={form.message}
              onChange={(event) => update('message')(event.target.value)}
              className={`${inputClasses} resize-y py-3`}
            />
          </div>
          {/* Its own boundary: the chips arriving never blank the form the fan is typing in. */}
          <Suspense fallback={<div className="min-h-36" aria-hidden="true" />}>
            <PaymentChoices
              prices={musician.data?.musician.request_prices ?? null}
              isPremium={isPremium}
              onPremiumChange={setIsPremium}
              suggested={musician.data?.musician.suggested_tips ?? []}
              tip={tip}
              onTipChange={(next) => {
                setTip(next);
                setTipError(undefined);
              }}
              tipError={tipError}
              disabled={isDisabled}
            />
          </Suspense>
        </fieldset>
        {formError ? (
          <div className="mt-4 flex items-start gap-2 rounded-control bg-danger-soft px-4 py-3 text-sm font-medium text-danger">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <p id={errorId} role="alert" className="min-w-0 flex-1">
              {formError}
            </p>
            {/* The connection failed: the same request, with the same key, once more. */}
            {isOfflineError ? (
              <Button type="submit" variant="secondary" className="shrink-0" isLoading={isSubmitting}>
                Retry
              </Button>
            ) : null}
          </div>
        ) : null}
        {/* Pinned to the bottom of the screen while the form is in view: on a phone the send button
          sat below the fold once a show was chosen. */}
        <div className="sticky bottom-0 z-10 -mx-4 mt-2 bg-canvas/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur-sm">
          {hasEnded || show?.requests_paused ? (
            <p role="status" className="mb-2 text-sm font-medium text-ink">
              {hasEnded ? requestText.showEnded : requestText.paused}
            </p>
          ) : null}
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={hasEnded || show?.requests_paused}
            isLoading={isSubmitting}
            loadingText="Sending…"
            icon={<Send aria-hidden="true" className="size-5" />}
          >
            {toPay > 0 ? `Send · ${formatPence(toPay)}` : 'Send Request'}
          </Button>
        </div>
      </form>
      {/* Outside the form: React events bubble through portals, and the card form's submit
          must not submit the request again. */}
      {checkout && show ? (
        <Suspense fallback={null}>
          <PaymentStep
            checkout={checkout.checkout}
            songTitle={checkout.songTitle}
            onCancel={() => {
              // Closed unpaid: the next Send is a new attempt with its own checkout.
              setSend(undefined);
              setCheckout(null);
            }}
            onPaid={() => {
              setCheckout(null);
              forgetDraft(show.id);
              onSent(show, checkout.songTitle);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
