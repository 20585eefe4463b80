import { Info } from 'lucide-react';

const steps = [
  'Choose the live show you are at.',
  'Type a song: pick a suggestion or write your own.',
  'Add your name and a message if you like, then send.',
  'The artist sees your request on stage straight away.',
];

/** Spec 1 "Fan request page": the 'How it works' box. */
export default function HowItWorksBox() {
  return (
    <aside aria-labelledby="how-it-works-title" className="rounded-card border border-line bg-surface p-5">
      <h2 id="how-it-works-title" className="flex items-center gap-2 text-lg font-bold text-ink">
        <Info aria-hidden="true" className="size-5 text-accent-ink" />
        How it works
      </h2>
      <ol className="mt-3 space-y-2">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-3 text-sm text-ink">
            <span
              aria-hidden="true"
              className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-accent-soft text-xs font-bold text-accent-ink"
            >
              {index + 1}
            </span>
            <span className="pt-0.5">{step}</span>
          </li>
        ))}
      </ol>
      <p className="mt-3 text-sm text-ink-muted">
        Requests are free unless the artist sets a price, shown before you pay. Tips are optional. The artist chooses
        what to play.
      </p>
    </aside>
  );
}
