import { Lightbulb } from 'lucide-react';

const tips = [
  'Accept the songs you will play soon, so fans can see theirs is coming.',
  'Mark each song played as you finish it: the queue stays short and easy to read from the stage.',
  'Thank fans by name from the stage. It brings more requests, and more tips.',
  'Put your QR code where people can see it, and mention it between songs.',
];

export function DemoTips() {
  return (
    <section aria-labelledby="demo-tips-title" className="rounded-card border border-line bg-surface p-5">
      <h2 id="demo-tips-title" className="flex items-center gap-2 text-lg font-bold text-ink">
        <Lightbulb aria-hidden="true" className="size-5 text-accent-ink" />
        Tips for a great set
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-pretty text-ink marker:text-accent-ink">
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}
