/** A power train as a visitor reads it (the document's `hev` means hybrid). */
import type { Edition } from '../state/selection/index.ts';

const labels: Record<Edition['powerTrain'], string> = {
  bev: 'Electric',
  phev: 'Plug-in hybrid',
  hev: 'Hybrid',
};

/** `Electric`, `Plug-in hybrid` or `Hybrid`. */
export const powerTrainLabel = (powerTrain: Edition['powerTrain']): string => labels[powerTrain] ?? powerTrain;
