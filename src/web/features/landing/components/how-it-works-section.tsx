import { HandCoins, ListMusic, Mic, QrCode, ScanLine, Wallet, type LucideIcon } from 'lucide-react';
import { tipCopy } from '../../../../shared/tips/tip-copy';

interface Step {
  icon: LucideIcon;
  title: string;
  text: string;
}

const audienceSteps: Step[] = [
  { icon: ScanLine, title: 'Scan the QR code', text: 'Find it on the stage or your table. No app, no account.' },
  { icon: ListMusic, title: 'Pick your song', text: 'Search for a song, add your name and a message if you like.' },
  { icon: HandCoins, title: tipCopy.fanStepTitle, text: tipCopy.fanStepText },
];

const musicianSteps: Step[] = [
  { icon: QrCode, title: 'Sign up and get your QR code', text: 'Set up your profile and print or share your code.' },
  { icon: Mic, title: 'Go live at your gig', text: 'Start a live session at the venue from your phone.' },
  { icon: Wallet, title: tipCopy.musicianStepTitle, text: tipCopy.musicianStepText },
];

function StepList({ title, steps, id }: { title: string; steps: Step[]; id: string }) {
  return (
    <div className="rounded-card border border-line bg-surface p-5 sm:p-6">
      <h3 id={id} className="text-lg font-bold text-ink">
        {title}
      </h3>
      <ol aria-labelledby={id} className="mt-4 space-y-4">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-ink">
              <step.icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <p className="font-semibold text-ink">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </p>
              <p className="text-sm text-ink-muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function HowItWorksSection() {
  return (
    <section aria-labelledby="how-it-works-title" className="py-8">
      <h2 id="how-it-works-title" className="mb-5 text-2xl font-bold tracking-tight text-ink">
        How It Works
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <StepList id="how-audience" title="For the audience" steps={audienceSteps} />
        <StepList id="how-musicians" title="For musicians" steps={musicianSteps} />
      </div>
    </section>
  );
}
