import { Sparkles } from 'lucide-react';

/** Spec 2: what visitors see while bio, styles and influences are all still empty. */
export function ProfileInProgress({ stageName }: { stageName: string }) {
  return (
    <section
      aria-labelledby="profile-in-progress-title"
      className="flex flex-col items-center rounded-card border border-dashed border-line-strong/50 px-6 py-8 text-center"
    >
      <span className="mb-3 inline-flex size-12 items-center justify-center rounded-full bg-surface-raised text-ink-muted">
        <Sparkles aria-hidden="true" className="size-6" />
      </span>
      <h2 id="profile-in-progress-title" className="text-lg font-bold text-ink">
        Profile In Progress
      </h2>
      <p className="mt-1 max-w-sm text-pretty text-sm text-ink-muted">
        {stageName} is still setting up this page. You can already send a song request when they are live.
      </p>
    </section>
  );
}
