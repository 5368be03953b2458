/** Spec section 9: the modal's maximum width and its transition times. */
export const modalDefaults = { maxWidth: 550, enterMs: 300, exitMs: 200 } as const;

/** Why the modal asked to close. */
export const modalCloseReasons = ['close', 'escape', 'backdrop', 'confirm', 'cancel'] as const;

/** One reason the modal asked to close. */
export type ModalCloseReason = (typeof modalCloseReasons)[number];
