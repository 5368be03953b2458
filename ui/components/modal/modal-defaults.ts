/** Spec section 9: the modal's maximum width and its transition times. */
export const modalDefaults = { maxWidth: 550, enterMs: 300, exitMs: 200 } as const;

/** Why the modal asked to close: `back` is the browser's Back (a phone's back gesture), which closes a dialog first. */
export const modalCloseReasons = ['close', 'escape', 'backdrop', 'confirm', 'cancel', 'back'] as const;

/** One reason the modal asked to close. */
export type ModalCloseReason = (typeof modalCloseReasons)[number];
