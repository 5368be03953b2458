/**
 * Says what the grid shows once the visitor changes the model filter or the sort ("MG4 EV, Price (high to low):
 * Showing 3 of 3"): the change replaces the cards without a word, and focus stays on the control (WCAG 4.1.3).
 * Nothing is said as the step opens.
 */
import { useEffect, useRef, useState } from 'react';
import { SettledAnnouncement } from '../../parts/settled-announcement.tsx';

/** `listKey` names the filter and sort; `message` is what the grid now shows. */
export function ListChangeStatus({ listKey, message }: { listKey: string; message: string }) {
  const first = useRef(listKey);
  const [changed, setChanged] = useState(false);
  useEffect(() => {
    if (listKey !== first.current) setChanged(true);
  }, [listKey]);
  return <SettledAnnouncement message={changed ? message : undefined} delayMs={0} />;
}
