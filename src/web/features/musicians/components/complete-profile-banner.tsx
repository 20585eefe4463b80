import { Sparkles } from 'lucide-react';
import { Button } from '../../../components/button';
import type { OwnProfile } from '../api/get-own-profile';

const whatToAdd: Record<OwnProfile['missing'][number], string> = {
  'stage name': 'Your stage name',
  bio: 'A bio that tells fans who you are',
  'music styles': 'At least one music style',
};

/** Spec 1: shown while the profile is incomplete, listing what is missing (bio, music styles). */
export function CompleteProfileBanner({ missing, onEdit }: { missing: OwnProfile['missing']; onEdit: () => void }) {
  return (
    <section
      aria-labelledby="complete-profile-title"
      className="flex flex-col gap-4 rounded-card border border-accent/60 bg-accent-soft p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="flex items-start gap-3">
        <Sparkles aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent-ink" />
        <div>
          <h2 id="complete-profile-title" className="text-lg font-bold text-ink">
            Complete Your Profile to Unlock All Features
          </h2>
          <p className="mt-1 text-sm text-ink-muted">Live sessions and tips open up once your profile has:</p>
          <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm font-medium text-ink marker:text-accent-ink">
            {missing.map((part) => (
              <li key={part}>{whatToAdd[part]}</li>
            ))}
          </ul>
        </div>
      </div>
      <Button onClick={onEdit} className="shrink-0">
        Complete Profile
      </Button>
    </section>
  );
}
