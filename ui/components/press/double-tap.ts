/**
 * How long after a tap a second one is the same thumb's double-tap, in ms: 500, the longest double-click interval
 * desktop systems default to. The calculator's double-tap guard, its steps' repeat-press window and the modal's
 * backdrop all take a press within it of the one before as part of that press, not an answer to what it changed.
 */
export const doubleTapMs = 500;
