/** What the basket bar (and its list of chosen editions) is given. */
import type { Ref, RefObject } from 'react';
import type { Edition } from '../../state/selection/index.ts';

/** Props of `Basket`. */
export interface BasketProps {
  /** The basket's section, for keeping focused cards clear of it. */
  ref?: Ref<HTMLElement>;
  /** The editions header; Back to Top shows above the basket once it has scrolled away. */
  watch?: RefObject<HTMLElement | null>;
  selected: readonly Edition[];
  /** The maximum's text while the maximum is chosen (as the cards are given it), otherwise none. */
  fullText: string | undefined;
  onRemove: (edition: Edition) => void;
  onClear: () => void;
  onCompare: () => void;
}
