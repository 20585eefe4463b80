import { HandCoins, Megaphone, Printer, Radio, Smartphone, type LucideIcon } from 'lucide-react';
import { tipCopy } from '../../../../shared/tips/tip-copy';

const tips: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Printer,
    title: 'Print it big',
    text: 'A5 or larger, on the mic stand, the stage front or every table, where people can scan without walking up.',
  },
  {
    icon: Radio,
    title: 'Go live before you play',
    text: 'Start your live session first, so every scan lands on your show.',
  },
  {
    icon: Megaphone,
    title: 'Mention it between songs',
    text: '"Scan the code to request a song" is all it takes. Say it again after a request you played.',
  },
  {
    icon: Smartphone,
    title: 'Test it at the venue',
    text: 'Scan it with your own phone in the venue light before doors open.',
  },
  { icon: HandCoins, title: tipCopy.qrAdviceTitle, text: tipCopy.qrAdviceText },
];

export function QrTips() {
  return (
    <section aria-labelledby="qr-tips-title" className="rounded-card border border-line bg-surface p-5">
      <h2 id="qr-tips-title" className="text-lg font-bold text-ink">
        Tips for using your QR code at a gig
      </h2>
      <ul className="mt-4 space-y-4">
        {tips.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-ink">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <p className="font-semibold text-ink">{title}</p>
              <p className="text-pretty text-sm text-ink-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
