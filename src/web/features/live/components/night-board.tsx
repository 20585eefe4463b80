import { ListMusic, Music } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { panelId, Tabs, tabId } from '../../../components/tabs';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { NightStage } from '../use-night-stage';

const PREFIX = 'night-board';
type Panel = 'set' | 'requests';

interface NightBoardProps {
  stage: NightStage;
  /** The night's list (the spine). */
  set: ReactNode;
  /** The request list, as without a setlist. */
  requests: ReactNode;
  /** Requests waiting for an answer: said on the Requests tab so a new one is not missed. */
  pendingCount: number;
}

/**
 * With a setlist on stage, the night and the requests side by side where there is room (a laptop,
 * a tablet across); on a phone two tabs, the set first, with the waiting requests counted on the
 * other so none goes unseen.
 */
export function NightBoard({ stage, set, requests, pendingCount }: NightBoardProps) {
  const isWide = useMediaQuery('(min-width: 1024px)');
  const [panel, setPanel] = useState<Panel>('set');
  if (isWide) {
    return (
      <div className="grid min-w-0 grid-cols-2 items-start gap-4">
        <div className="min-w-0">{set}</div>
        <div className="min-w-0">{requests}</div>
      </div>
    );
  }
  const tabs = [
    {
      id: 'set' as const,
      label: `Set · ${stage.upcoming.length} to go`,
      icon: <ListMusic aria-hidden="true" className="size-5" />,
    },
    {
      id: 'requests' as const,
      label: pendingCount > 0 ? `Requests · ${pendingCount} new` : 'Requests',
      icon: <Music aria-hidden="true" className="size-5" />,
    },
  ];
  return (
    <div className="grid min-w-0 gap-2">
      <Tabs label="The night" tabs={tabs} selected={panel} onSelect={setPanel} idPrefix={PREFIX} />
      <div role="tabpanel" id={panelId(PREFIX, panel)} aria-labelledby={tabId(PREFIX, panel)} className="min-w-0">
        {panel === 'set' ? set : requests}
      </div>
    </div>
  );
}
