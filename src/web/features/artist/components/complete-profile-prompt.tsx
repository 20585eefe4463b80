import { ListChecks } from 'lucide-react';

/** Spec 2: the owner's prompt listing what their public page still lacks. */
export function CompleteProfilePrompt({ missing }: { missing: string[] }) {
  return (
    <section
      aria-labelledby="complete-profile-title"
      className="rounded-card border border-accent/50 bg-accent-soft p-5 sm:p-6"
    >
      <div className="flex items-start gap-4">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-on-accent">
          <ListChecks aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id="complete-profile-title" className="text-lg font-bold text-ink">
            Complete Your Profile
          </h2>
          <p className="mt-1 text-ink">Fans get to know you from this page. Add these with Edit Profile:</p>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-ink marker:text-accent-ink">
            {missing.map((part) => (
              <li key={part}>{part}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
