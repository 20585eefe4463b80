import { Send } from 'lucide-react';
import { ButtonLink } from '../../../components/button';

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="py-6 text-center sm:py-12">
      <p className="text-sm font-semibold uppercase tracking-wider text-accent-ink">Live music, your song</p>
      <h1
        id="hero-title"
        className="mx-auto mt-3 max-w-2xl text-balance text-4xl font-extrabold tracking-tight text-ink sm:text-5xl"
      >
        Request a song from the stage
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-pretty text-lg text-ink-muted">
        Scan the QR code at the venue, pick your song, and the artist sees it on stage in seconds.
      </p>
      <div className="mt-8 flex flex-col items-center gap-3">
        <ButtonLink
          to="/request"
          size="lg"
          className="w-full sm:w-auto"
          icon={<Send aria-hidden="true" className="size-5" />}
        >
          Send Request to Artist
        </ButtonLink>
        <p className="text-sm font-medium text-ink-muted">Always free for audience to send requests</p>
      </div>
    </section>
  );
}
